//! Files only the server's own account may read. The data directory holds the database
//! (with the token-signing, VAPID and media keys), backups, e-mails with reset links and
//! photos' originals (with their GPS data): none of it is for the machine's other users.
//!
//! Two layers. What the server creates itself is created private here, whatever the
//! umask: the data directory and its folders 0700, the database, backups and outbox
//! mails 0600. What libraries create on their own (object_store's files, SQLite's
//! journals) follows the process umask, which `restrict_new_files` sets to 0o077 when
//! the binary starts.

use std::fs::{DirBuilder, OpenOptions};
use std::io;
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt, PermissionsExt};
use std::path::Path;

pub const DIR_MODE: u32 = 0o700;
pub const FILE_MODE: u32 = 0o600;

/// Creates `dir` and its missing parents as 0700. A folder that already exists is left
/// as its owner set it (an operator may share a parent on purpose).
pub fn create_dir_all(dir: impl AsRef<Path>) -> io::Result<()> {
    DirBuilder::new().recursive(true).mode(DIR_MODE).create(dir)
}

/// Writes `contents` to a new or emptied file that is 0600 from its first byte.
pub fn write(path: impl AsRef<Path>, contents: impl AsRef<[u8]>) -> io::Result<()> {
    use std::io::Write;
    let mut file = OpenOptions::new().write(true).create(true).truncate(true).mode(FILE_MODE).open(&path)?;
    // A file that existed keeps its mode through `open`: narrowed before the data goes in.
    file.set_permissions(std::fs::Permissions::from_mode(FILE_MODE))?;
    file.write_all(contents.as_ref())?;
    file.sync_all()
}

/// Creates an empty 0600 file at `path` unless one is there. SQLite then opens it as a
/// new database, and gives its `-wal`, `-shm` and journal files the database file's mode.
pub fn create_empty(path: impl AsRef<Path>) -> io::Result<()> {
    match OpenOptions::new().write(true).create_new(true).mode(FILE_MODE).open(path) {
        Err(err) if err.kind() != io::ErrorKind::AlreadyExists => Err(err),
        _ => Ok(()),
    }
}

/// Narrows a file that others may read to 0600 (a database created by an earlier
/// version was 0644). Answers whether it changed anything.
pub fn tighten(path: impl AsRef<Path>) -> io::Result<bool> {
    let mode = match std::fs::metadata(&path) {
        Ok(metadata) => metadata.permissions().mode(),
        Err(err) if err.kind() == io::ErrorKind::NotFound => return Ok(false),
        Err(err) => return Err(err),
    };
    if mode & 0o077 == 0 {
        return Ok(false);
    }
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode & 0o700))?;
    Ok(true)
}

/// Narrows a folder and the files in it (`secrets/`, where an earlier version kept the
/// keys now in the database; they are still keys). Answers how many it changed.
pub fn tighten_folder(dir: impl AsRef<Path>) -> io::Result<usize> {
    let dir = dir.as_ref();
    let Ok(entries) = std::fs::read_dir(dir) else { return Ok(0) };
    let mut changed = usize::from(tighten(dir)?);
    for entry in entries {
        changed += usize::from(tighten(entry?.path())?);
    }
    Ok(changed)
}

/// The process umask 0o077: every file and folder a library creates for the server is
/// its account's alone. Called first thing by the binary (the umask is the process's, so
/// a library embedding the server decides for itself).
#[allow(unsafe_code)]
pub fn restrict_new_files() {
    // SAFETY: umask only sets the process's file-creation mask; it takes no pointers and
    // cannot fail.
    unsafe {
        libc::umask(0o077);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mode(path: &Path) -> u32 {
        std::fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn what_the_server_creates_is_its_own() {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data/outbox");
        create_dir_all(&data).unwrap();
        assert_eq!((mode(&dir.path().join("data")), mode(&data)), (0o700, 0o700));
        let mail = data.join("a.eml");
        std::fs::write(&mail, "old").unwrap();
        std::fs::set_permissions(&mail, std::fs::Permissions::from_mode(0o644)).unwrap();
        write(&mail, "reset link").unwrap();
        assert_eq!((mode(&mail), std::fs::read_to_string(&mail).unwrap().as_str()), (0o600, "reset link"));
        let db = dir.path().join("data/fatherhood.db");
        create_empty(&db).unwrap();
        create_empty(&db).unwrap();
        assert_eq!(mode(&db), 0o600);
    }

    #[test]
    fn a_file_others_could_read_is_narrowed() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("fatherhood.db");
        std::fs::write(&db, "").unwrap();
        std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o644)).unwrap();
        assert!(tighten(&db).unwrap());
        assert_eq!(mode(&db), 0o600);
        assert!(!tighten(&db).unwrap(), "nothing left to narrow");
        assert!(!tighten(dir.path().join("missing.db")).unwrap());

        let secrets = dir.path().join("secrets");
        std::fs::create_dir(&secrets).unwrap();
        std::fs::set_permissions(&secrets, std::fs::Permissions::from_mode(0o755)).unwrap();
        std::fs::write(secrets.join("access-token.key"), "key").unwrap();
        std::fs::set_permissions(secrets.join("access-token.key"), std::fs::Permissions::from_mode(0o644)).unwrap();
        assert_eq!(tighten_folder(&secrets).unwrap(), 2);
        assert_eq!((mode(&secrets), mode(&secrets.join("access-token.key"))), (0o700, 0o600));
        assert_eq!(tighten_folder(dir.path().join("none")).unwrap(), 0);
    }
}
