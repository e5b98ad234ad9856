//! Secrets that the operator did not give are generated once and kept in the data
//! directory, so a restart keeps every session valid.

use std::io::Write;
use std::path::Path;

use anyhow::Context;

/// Reads `name` from `<data_dir>/secrets/`, creating it with `make` the first time.
pub fn load_or_create(data_dir: &Path, name: &str, make: impl FnOnce() -> String) -> anyhow::Result<String> {
    let dir = data_dir.join("secrets");
    let path = dir.join(name);
    if let Ok(existing) = std::fs::read_to_string(&path) {
        let existing = existing.trim().to_owned();
        if !existing.is_empty() {
            return Ok(existing);
        }
    }
    std::fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let value = make();
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(&path).with_context(|| format!("cannot write {}", path.display()))?;
    file.write_all(value.as_bytes())?;
    file.sync_all()?;
    Ok(value)
}
