//! Stored files (photos): a local folder by default, any S3-compatible bucket for
//! scale-out (`FM_STORAGE_URL=s3://bucket`, settings from the `AWS_*` variables).
//! Keys are `photos/{timestamp}_{filename}` (docs/PRODUCT.md, "Gallery and photos"), the filename
//! sanitised and made unique.
//!
//! Objects no longer referenced are deleted through a queue (`object_deletions`), written
//! in the same transaction that drops the reference: a store that is down when a photo
//! is replaced or a father deleted only delays the deletion (see [`sweep`]).
//!
//! A file is stored *before* the row that refers to it is written (the row is never there
//! without its file), so a crash in between leaves a file nothing refers to — an original,
//! with its GPS data. [`sweep_unreferenced`] deletes those, hourly, once they are old
//! enough that no upload can still be on its way to writing their row.

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use bytes::Bytes;
use object_store::aws::AmazonS3Builder;
use object_store::buffered::BufWriter;
use object_store::path::Path;
use object_store::{ClientOptions, ObjectStore, PutPayload, RetryConfig};
use tokio::io::{AsyncSeekExt, AsyncWriteExt};

use crate::catalogue;
use crate::config::S3Settings;
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};

/// The part size of a multipart upload: S3's smallest.
const PART_BYTES: usize = 5 * 1024 * 1024;

#[derive(Clone)]
pub struct Storage {
    store: Arc<dyn ObjectStore>,
}

/// The store could not be reached or refused the operation: answered 503, logged in full.
fn unavailable(err: impl std::fmt::Display) -> AppError {
    tracing::error!(error = %err, "file store error");
    AppError::Unavailable(catalogue::file_store_unavailable())
}

impl Storage {
    pub fn open(url: &str, s3: &S3Settings) -> anyhow::Result<Storage> {
        let store: Arc<dyn ObjectStore> = if let Some(dir) = url.strip_prefix("file://") {
            // The folder is private; the files object_store writes in it follow the umask.
            crate::private_files::create_dir_all(dir)
                .with_context(|| format!("cannot create the storage folder {dir}"))?;
            Arc::new(object_store::local::LocalFileSystem::new_with_prefix(dir)?)
        } else if let Some(bucket) = url.strip_prefix("s3://") {
            let bucket = bucket.trim_end_matches('/');
            anyhow::ensure!(!bucket.is_empty() && !bucket.contains('/'), "FM_STORAGE_URL must be s3://bucket");
            Arc::new(s3_store(bucket, s3)?)
        } else {
            anyhow::bail!("FM_STORAGE_URL must start with file:// or s3://");
        };
        Ok(Storage { store })
    }

    /// Stores `bytes` (a `Vec<u8>`, or `Bytes` shared without a copy) under `key`.
    pub async fn put(&self, key: &str, bytes: impl Into<PutPayload>) -> AppResult<()> {
        self.store.put(&Path::from(key), bytes.into()).await.map_err(unavailable)?;
        Ok(())
    }

    /// Stores a file's contents under `key`, a few megabytes at a time: large files go up
    /// as a multipart upload of [`PART_BYTES`] parts, at most two in flight.
    pub async fn put_file(&self, key: &str, file: std::fs::File) -> AppResult<()> {
        let mut file = tokio::fs::File::from_std(file);
        let mut writer =
            BufWriter::with_capacity(Arc::clone(&self.store), Path::from(key), PART_BYTES).with_max_concurrency(2);
        let copied = async {
            file.rewind().await?;
            tokio::io::copy(&mut file, &mut writer).await
        }
        .await;
        let stored = match copied {
            Ok(_) => writer.shutdown().await,
            Err(err) => {
                // An unfinished multipart upload would linger (and be billed) on S3.
                let _ = writer.abort().await;
                Err(err)
            }
        };
        stored.map_err(unavailable)
    }

    pub async fn get(&self, key: &str) -> AppResult<Option<Bytes>> {
        match self.store.get(&Path::from(key)).await {
            Ok(found) => Ok(Some(found.bytes().await.map_err(unavailable)?)),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(err) => Err(unavailable(err)),
        }
    }

    /// The keys under `prefix` last written before `cutoff`.
    pub async fn keys_before(&self, prefix: &str, cutoff: chrono::DateTime<chrono::Utc>) -> AppResult<Vec<String>> {
        use futures_util::StreamExt;
        let mut listing = self.store.list(Some(&Path::from(prefix)));
        let mut keys = Vec::new();
        while let Some(object) = listing.next().await {
            let object = object.map_err(unavailable)?;
            if object.last_modified < cutoff {
                keys.push(object.location.to_string());
            }
        }
        Ok(keys)
    }

    pub async fn delete(&self, key: &str) -> AppResult<()> {
        match self.store.delete(&Path::from(key)).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(err) => Err(unavailable(err)),
        }
    }
}

/// An S3 client built from the explicit settings only: the endpoint, keys and region
/// given, bounded retries (a store that is down is answered as 503 well within the
/// request's 70-second time-out).
fn s3_store(bucket: &str, s3: &S3Settings) -> anyhow::Result<object_store::aws::AmazonS3> {
    let mut builder = AmazonS3Builder::new()
        .with_bucket_name(bucket)
        .with_region(s3.region.clone().unwrap_or_else(|| "us-east-1".into()))
        .with_allow_http(s3.allow_http)
        .with_retry(RetryConfig { max_retries: 3, retry_timeout: Duration::from_secs(20), ..Default::default() })
        .with_client_options(
            ClientOptions::new()
                .with_connect_timeout(Duration::from_secs(5))
                .with_timeout(Duration::from_secs(30))
                .with_allow_http(s3.allow_http),
        );
    if let Some(endpoint) = &s3.endpoint {
        builder = builder.with_endpoint(endpoint);
    }
    if let (Some(id), Some(secret)) = (&s3.access_key_id, &s3.secret_access_key) {
        builder = builder.with_access_key_id(id).with_secret_access_key(secret);
        if let Some(token) = &s3.session_token {
            builder = builder.with_token(token);
        }
    }
    builder.build().context("the S3 settings (AWS_*) are incomplete")
}

/// `photos/{timestamp}_{filename}` with the filename reduced to safe characters and a
/// random tag before its extension, so two uploads in the same millisecond with the
/// same name never share a key.
pub fn photo_key(timestamp_millis: i64, filename: &str) -> String {
    let mut safe: String = filename
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || c == '.' || c == '-' || c == '_' { c } else { '_' })
        .collect();
    safe = safe.trim_start_matches('.').chars().take(80).collect();
    if safe.is_empty() {
        safe = "photo".into();
    }
    let tag = &uuid::Uuid::new_v4().simple().to_string()[..10];
    match safe.rsplit_once('.') {
        Some((stem, extension))
            if !stem.is_empty() && extension.len() <= 5 && extension.chars().all(|c| c.is_ascii_alphanumeric()) =>
        {
            format!("photos/{timestamp_millis}_{stem}-{tag}.{extension}")
        }
        _ => format!("photos/{timestamp_millis}_{safe}-{tag}"),
    }
}

/// How old an unreferenced original must be before it is deleted: an upload stores its
/// original and then writes its row within the request deadline (70 s), a father's photo
/// likewise; an hour leaves every upload in flight, and a slow database, far behind.
pub const UNREFERENCED_AFTER: Duration = Duration::from_secs(60 * 60);

/// The deletion queue and the sweeps: what keeps the store holding only what rows refer to.
impl Storage {
    /// Deletes an object whose deletion was queued (and committed), and takes it off the
    /// queue. A failure is logged; the queue keeps it for the next [`Storage::sweep`].
    pub async fn delete_queued(&self, db: &Db, key: String) {
        if self.delete(&key).await.is_err() {
            tracing::warn!(key, "stored file not deleted yet; it stays queued");
            return;
        }
        if let Err(err) = db.transaction(move |conn| db::objects::dequeue(conn, &key)).await {
            tracing::warn!(error = %err, "a deleted file stays queued; the next sweep finishes it");
        }
    }

    /// Deletes what the queue holds (a store that was down when the reference was dropped).
    pub async fn sweep(&self, db: &Db) {
        let due = match db.run(|conn| db::objects::queued(conn, 500)).await {
            Ok(due) => due,
            Err(err) => return tracing::warn!(error = %err, "cannot read the file deletion queue"),
        };
        for key in due {
            self.delete_queued(db, key).await;
        }
    }

    /// Deletes originals (`photos/…`) stored before `older_than` ago that no row refers to:
    /// left by a crash between storing a file and writing its row. Answers how many went.
    ///
    /// Listing the folder costs one request per thousand files on S3, hourly; the store is
    /// this program's own (another deployment's files in the same bucket would look
    /// unreferenced).
    pub async fn sweep_unreferenced(&self, db: &Db, older_than: Duration) -> AppResult<usize> {
        let cutoff = chrono::Utc::now() - chrono::TimeDelta::from_std(older_than).map_err(anyhow::Error::from)?;
        let mut deleted = 0;
        for batch in self.keys_before("photos", cutoff).await?.chunks(500) {
            let keys = batch.to_vec();
            let referenced = db.run(move |conn| db::objects::referenced(conn, &keys)).await?;
            for key in batch.iter().filter(|key| !referenced.contains(*key)) {
                self.delete(key).await?;
                tracing::info!(key, "deleted a stored original no photo refers to (left by a crash)");
                deleted += 1;
            }
        }
        Ok(deleted)
    }
}

#[cfg(test)]
mod tests {
    use super::photo_key;

    #[test]
    fn photo_keys_are_sanitised_and_unique() {
        let key = photo_key(17, "dad.jpg");
        assert!(key.starts_with("photos/17_dad-") && key.ends_with(".jpg"), "{key}");
        assert_ne!(photo_key(17, "dad.jpg"), photo_key(17, "dad.jpg"), "same millisecond, same name");
        let escaped = photo_key(17, "../../etc/passwd");
        assert!(escaped.starts_with("photos/17__.._etc_passwd-"), "{escaped}");
        assert_eq!(escaped.matches('/').count(), 1, "no way out of photos/");
        assert!(photo_key(17, "José Pérez.png").starts_with("photos/17_Jos__P_rez-"));
        assert!(photo_key(17, "").starts_with("photos/17_photo-"));
    }
}
