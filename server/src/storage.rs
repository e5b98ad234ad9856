//! Stored files (photos): a local folder by default, any S3-compatible bucket for
//! scale-out (`FM_STORAGE_URL=s3://bucket`, settings from the usual `AWS_*` variables).
//! Keys follow the specification: `photos/{timestamp}_{filename}`, the filename sanitised.

use std::sync::Arc;

use anyhow::Context;
use bytes::Bytes;
use object_store::path::Path;
use object_store::{ObjectStore, PutPayload};

#[derive(Clone)]
pub struct Storage {
    store: Arc<dyn ObjectStore>,
}

impl Storage {
    pub fn open(url: &str) -> anyhow::Result<Storage> {
        let store: Arc<dyn ObjectStore> = if let Some(dir) = url.strip_prefix("file://") {
            std::fs::create_dir_all(dir).with_context(|| format!("cannot create the storage folder {dir}"))?;
            Arc::new(object_store::local::LocalFileSystem::new_with_prefix(dir)?)
        } else if url.starts_with("s3://") {
            let parsed = url::Url::parse(url).context("FM_STORAGE_URL")?;
            let (store, _) = object_store::parse_url_opts(&parsed, std::env::vars())?;
            Arc::from(store)
        } else {
            anyhow::bail!("FM_STORAGE_URL must start with file:// or s3://");
        };
        Ok(Storage { store })
    }

    pub async fn put(&self, key: &str, bytes: Vec<u8>) -> anyhow::Result<()> {
        self.store.put(&Path::from(key), PutPayload::from(bytes)).await?;
        Ok(())
    }

    pub async fn get(&self, key: &str) -> anyhow::Result<Option<Bytes>> {
        match self.store.get(&Path::from(key)).await {
            Ok(found) => Ok(Some(found.bytes().await?)),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(err) => Err(err.into()),
        }
    }

    pub async fn delete(&self, key: &str) -> anyhow::Result<()> {
        match self.store.delete(&Path::from(key)).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(err) => Err(err.into()),
        }
    }
}

/// `photos/{timestamp}_{filename}` with the filename reduced to safe characters.
pub fn photo_key(timestamp_millis: i64, filename: &str) -> String {
    let mut safe: String = filename
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || c == '.' || c == '-' || c == '_' { c } else { '_' })
        .collect();
    safe = safe.trim_start_matches('.').chars().take(80).collect();
    if safe.is_empty() {
        safe = "photo".into();
    }
    format!("photos/{timestamp_millis}_{safe}")
}

#[cfg(test)]
mod tests {
    use super::photo_key;

    #[test]
    fn photo_keys_are_sanitised() {
        assert_eq!(photo_key(17, "dad.jpg"), "photos/17_dad.jpg");
        let escaped = photo_key(17, "../../etc/passwd");
        assert_eq!(escaped, "photos/17__.._etc_passwd");
        assert_eq!(escaped.matches('/').count(), 1, "no way out of photos/");
        assert_eq!(photo_key(17, "José Pérez.png"), "photos/17_Jos__P_rez.png");
        assert_eq!(photo_key(17, ""), "photos/17_photo");
    }
}
