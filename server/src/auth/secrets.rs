//! Secrets that the operator did not give are generated once and kept in the database,
//! so a restart keeps every session valid and every server on one database signs and
//! checks with the same keys. Earlier versions kept them in the data directory: a key
//! found there is moved into the database, so an upgrade signs no one out.

use std::path::Path;

/// The secret `name` of this installation: from the database; else the one an earlier
/// version kept in `<data_dir>/secrets/`, or a new one from `make`, stored there once.
pub async fn shared(
    db: &crate::db::Db,
    data_dir: &Path,
    name: &'static str,
    make: impl FnOnce() -> String + Send + 'static,
) -> anyhow::Result<String> {
    if let Some(kept) = db.run(move |conn| crate::db::secrets::get(conn, name)).await? {
        return Ok(kept);
    }
    let candidate = std::fs::read_to_string(data_dir.join("secrets").join(name))
        .ok()
        .map(|legacy| legacy.trim().to_owned())
        .filter(|legacy| !legacy.is_empty())
        .unwrap_or_else(make);
    let now = crate::db::now_millis();
    Ok(db.transaction(move |conn| crate::db::secrets::keep_first(conn, name, &candidate, now)).await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_key_kept_by_an_earlier_version_moves_into_the_database() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("secrets")).unwrap();
        std::fs::write(dir.path().join("secrets/access-token.key"), "the key sessions were signed with\n").unwrap();
        let db = crate::db::Db::connect(&format!("sqlite://{}", dir.path().join("t.db").display())).unwrap();
        db.migrate(&crate::db::migrate::Settings { program_name: "Fatherhood Matters".into() }).await.unwrap();

        let kept = shared(&db, dir.path(), "access-token.key", || unreachable!("a key exists")).await.unwrap();
        assert_eq!(kept, "the key sessions were signed with");
        // From now on it is the database's, whatever the data directory holds.
        std::fs::remove_dir_all(dir.path().join("secrets")).unwrap();
        let again = shared(&db, dir.path(), "access-token.key", || "a new one".into()).await.unwrap();
        assert_eq!(again, kept);
        let other = shared(&db, dir.path(), "vapid-private.key", || "made once".into()).await.unwrap();
        assert_eq!(other, "made once");
    }
}
