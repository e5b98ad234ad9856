//! `albums` and `photos`. A photo row is also its processing job (`status = 'processing'`).

use super::{Conn, DbResult, Row, Value};
use crate::domain::gallery::{Album, Photo, PhotoStatus};
use crate::params;

/// Who looks: staff see every album; a father those for everyone and for the groups he
/// is a member of now.
pub enum Looker {
    Staff,
    Father { father_id: Option<String> },
}

impl Looker {
    /// The audience condition on `al`, its parameter numbered `$n`.
    fn audience(&self, n: usize) -> (String, Vec<Value>) {
        match self {
            Looker::Staff => (String::new(), vec![]),
            Looker::Father { father_id: None } => (" AND al.group_id IS NULL".into(), vec![]),
            Looker::Father { father_id: Some(father) } => (
                format!(
                    " AND (al.group_id IS NULL OR al.group_id IN (
                         SELECT m.group_id FROM group_members m WHERE m.father_id = ${n} AND m.left_at IS NULL))"
                ),
                vec![Value::from(father)],
            ),
        }
    }

    /// Which photos `p` the looker sees: staff every one (a failed photo is theirs to
    /// delete or upload again), a father only those ready to show — never one still
    /// processing or failed, in a list, a count, a cover or by id.
    fn photos_shown(&self) -> &'static str {
        match self {
            Looker::Staff => "",
            Looker::Father { .. } => " AND p.status = 'ready'",
        }
    }

    /// An album's columns, its photo count as the looker sees it.
    fn album_columns(&self) -> String {
        format!(
            "al.id, al.title, al.description, al.group_id, g.name, al.cycle_id, al.event_id,
             al.cover_photo_id, al.created_at, al.updated_at,
             (SELECT COUNT(*) FROM photos p WHERE p.album_id = al.id{}),
             COALESCE((SELECT p.thumb_key FROM photos p
                       WHERE p.id = al.cover_photo_id AND p.album_id = al.id AND p.status = 'ready'),
                      (SELECT p.thumb_key FROM photos p WHERE p.album_id = al.id AND p.status = 'ready'
                       ORDER BY p.id LIMIT 1))",
            self.photos_shown()
        )
    }
}

fn album_from_row(row: &Row) -> DbResult<Album> {
    Ok(Album {
        id: row.text(0)?,
        title: row.text(1)?,
        description: row.text(2)?,
        group_id: row.opt_text(3)?,
        group_name: row.opt_text(4)?,
        cycle_id: row.opt_text(5)?,
        event_id: row.opt_text(6)?,
        cover_photo_id: row.opt_text(7)?,
        created_at: row.time(8)?,
        updated_at: row.time(9)?,
        photo_count: row.int(10)?,
        cover_key: row.opt_text(11)?,
        cover_url: None,
    })
}

/// Newest first.
pub fn list_albums(conn: &mut dyn Conn, looker: &Looker, limit: i64, offset: i64) -> DbResult<Vec<Album>> {
    let (audience, mut params) = looker.audience(2);
    params.insert(0, Value::from(offset));
    conn.query(
        &format!(
            "SELECT {} FROM albums al LEFT JOIN father_groups g ON g.id = al.group_id
             WHERE 1 = 1{audience} ORDER BY al.created_at DESC, al.id DESC {} OFFSET $1",
            looker.album_columns(),
            super::limit(limit)
        ),
        &params,
    )?
    .iter()
    .map(album_from_row)
    .collect()
}

/// The album, if the looker is in its audience.
pub fn find_album(conn: &mut dyn Conn, looker: &Looker, id: &str) -> DbResult<Option<Album>> {
    let (audience, mut params) = looker.audience(2);
    params.insert(0, Value::from(id));
    conn.query_opt(
        &format!(
            "SELECT {} FROM albums al LEFT JOIN father_groups g ON g.id = al.group_id
             WHERE al.id = $1{audience}",
            looker.album_columns()
        ),
        &params,
    )?
    .map(|row| album_from_row(&row))
    .transpose()
}

pub fn insert_album(conn: &mut dyn Conn, a: &Album, created_by: &str) -> DbResult<()> {
    conn.execute(
        "INSERT INTO albums (id, title, description, group_id, cycle_id, event_id, cover_photo_id, created_by,
                             created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)",
        params![
            &a.id,
            &a.title,
            &a.description,
            a.group_id.as_deref(),
            a.cycle_id.as_deref(),
            a.event_id.as_deref(),
            a.cover_photo_id.as_deref(),
            created_by,
            a.created_at.timestamp_millis()
        ],
    )?;
    Ok(())
}

/// Writes the editable columns of an album read under `db::lock` in this transaction.
pub fn update_album(conn: &mut dyn Conn, a: &Album) -> DbResult<()> {
    conn.execute(
        "UPDATE albums SET title = $2, description = $3, group_id = $4, cycle_id = $5, event_id = $6,
                cover_photo_id = $7, updated_at = $8 WHERE id = $1",
        params![
            &a.id,
            &a.title,
            &a.description,
            a.group_id.as_deref(),
            a.cycle_id.as_deref(),
            a.event_id.as_deref(),
            a.cover_photo_id.as_deref(),
            a.updated_at.timestamp_millis()
        ],
    )?;
    Ok(())
}

/// Deletes an album and its photos; answers every stored key they had, to delete.
///
/// The album is locked first, so no upload adds a photo to it meanwhile, and the keys are
/// those of the rows as deleted (`RETURNING`), not as read before: a photo the worker marks
/// ready in between is answered with its variants, which would otherwise stay behind.
pub fn delete_album(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Vec<String>>> {
    if !super::lock(conn, super::Table::Albums, id)? {
        return Ok(None);
    }
    let keys = conn
        .query("DELETE FROM photos WHERE album_id = $1 RETURNING original_key, thumb_key, large_key", params![id])?
        .iter()
        .map(|r| Ok([Some(r.text(0)?), r.opt_text(1)?, r.opt_text(2)?]))
        .collect::<DbResult<Vec<_>>>()?;
    if conn.execute("DELETE FROM albums WHERE id = $1", params![id])? == 0 {
        return Ok(None);
    }
    Ok(Some(keys.into_iter().flatten().flatten().collect()))
}

pub fn group_has_albums(conn: &mut dyn Conn, group_id: &str) -> DbResult<bool> {
    Ok(!conn.query("SELECT 1 FROM albums WHERE group_id = $1 LIMIT 1", params![group_id])?.is_empty())
}

const PHOTO_COLUMNS: &str =
    "p.id, p.album_id, p.caption, p.width, p.height, p.status, p.thumb_key, p.large_key, p.uploaded_by, p.created_at";

fn photo_from_row(row: &Row) -> DbResult<Photo> {
    Ok(Photo {
        id: row.text(0)?,
        album_id: row.text(1)?,
        caption: row.text(2)?,
        width: row.opt_int(3)?,
        height: row.opt_int(4)?,
        status: PhotoStatus::parse(&row.text(5)?),
        thumb_key: row.opt_text(6)?,
        large_key: row.opt_text(7)?,
        uploaded_by: row.opt_text(8)?,
        created_at: row.time(9)?,
        thumb_url: None,
        url: None,
    })
}

/// An album's photos oldest first, after the photo `after` when given, as the looker
/// sees them (the album's audience is checked by the caller).
pub fn photos(
    conn: &mut dyn Conn,
    looker: &Looker,
    album_id: &str,
    after: Option<&str>,
    limit: i64,
) -> DbResult<Vec<Photo>> {
    conn.query(
        &format!(
            "SELECT {PHOTO_COLUMNS} FROM photos p WHERE p.album_id = $1 AND p.id > $2{} ORDER BY p.id {}",
            looker.photos_shown(),
            super::limit(limit)
        ),
        params![album_id, after.unwrap_or("")],
    )?
    .iter()
    .map(photo_from_row)
    .collect()
}

/// The photo, if the looker may see its album and it.
pub fn find_photo(conn: &mut dyn Conn, looker: &Looker, id: &str) -> DbResult<Option<Photo>> {
    let (audience, mut params) = looker.audience(2);
    params.insert(0, Value::from(id));
    conn.query_opt(
        &format!(
            "SELECT {PHOTO_COLUMNS} FROM photos p JOIN albums al ON al.id = p.album_id WHERE p.id = $1{audience}{}",
            looker.photos_shown()
        ),
        &params,
    )?
    .map(|row| photo_from_row(&row))
    .transpose()
}

/// A new photo, waiting for its variants.
pub fn insert_photo(conn: &mut dyn Conn, p: &Photo, original_key: &str, now: i64) -> DbResult<()> {
    conn.execute(
        "INSERT INTO photos (id, album_id, caption, original_key, status, next_attempt_at, uploaded_by, created_at)
         VALUES ($1, $2, $3, $4, 'processing', $5, $6, $5)",
        params![&p.id, &p.album_id, &p.caption, original_key, now, p.uploaded_by.as_deref()],
    )?;
    Ok(())
}

pub fn set_caption(conn: &mut dyn Conn, id: &str, caption: &str) -> DbResult<bool> {
    Ok(conn.execute("UPDATE photos SET caption = $2 WHERE id = $1", params![id, caption])? == 1)
}

/// Deletes a photo; answers its stored keys, to delete.
pub fn delete_photo(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Vec<String>>> {
    let rows =
        conn.query("DELETE FROM photos WHERE id = $1 RETURNING original_key, thumb_key, large_key", params![id])?;
    let Some(row) = rows.first() else { return Ok(None) };
    Ok(Some([Some(row.text(0)?), row.opt_text(1)?, row.opt_text(2)?].into_iter().flatten().collect()))
}

/// A photo to process, claimed by this worker.
#[derive(Clone, Debug)]
pub struct Job {
    pub photo_id: String,
    pub original_key: String,
    /// Including this one.
    pub attempts: i64,
}

/// Claims up to `limit` photos due for processing until `claim_until`.
pub fn claim_due(conn: &mut dyn Conn, now: i64, claim_until: i64, limit: i64) -> DbResult<Vec<Job>> {
    let due = conn.query(
        &format!(
            "SELECT id, original_key FROM photos
             WHERE status = 'processing' AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until < $1)
             ORDER BY next_attempt_at {}",
            super::limit(limit)
        ),
        params![now],
    )?;
    let mut claimed = Vec::with_capacity(due.len());
    for row in &due {
        let (photo_id, original_key) = (row.text(0)?, row.text(1)?);
        // Conditional: on PostgreSQL another instance may have claimed it since the read.
        let rows = conn.query(
            "UPDATE photos SET claimed_until = $2, attempts = attempts + 1
             WHERE id = $1 AND status = 'processing' AND (claimed_until IS NULL OR claimed_until < $3)
             RETURNING attempts",
            params![&photo_id, claim_until, now],
        )?;
        if let Some(claim) = rows.first() {
            claimed.push(Job { attempts: claim.int(0)?, photo_id, original_key });
        }
    }
    Ok(claimed)
}

/// The variants are stored: the photo is ready. False when it was deleted meanwhile.
pub fn mark_ready(conn: &mut dyn Conn, id: &str, thumb: &str, large: &str, width: i64, height: i64) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE photos SET status = 'ready', thumb_key = $2, large_key = $3, width = $4, height = $5,
                claimed_until = NULL, last_error = NULL
         WHERE id = $1 AND status = 'processing'",
        params![id, thumb, large, width, height],
    )? == 1)
}

/// A failed attempt: again at `next_attempt_at`, or never (`give_up`: status 'failed').
pub fn mark_failed(conn: &mut dyn Conn, id: &str, error: &str, next_attempt_at: i64, give_up: bool) -> DbResult<()> {
    conn.execute(
        "UPDATE photos SET claimed_until = NULL, last_error = $2, next_attempt_at = $3,
                status = CASE WHEN $4 THEN 'failed' ELSE status END
         WHERE id = $1 AND status = 'processing'",
        params![id, error, next_attempt_at, give_up],
    )?;
    Ok(())
}

/// The audience of a photo's album (Some(None): everyone); None when there is no such photo.
pub fn group_of_photo(conn: &mut dyn Conn, photo_id: &str) -> DbResult<Option<Option<String>>> {
    conn.query_opt(
        "SELECT a.group_id FROM photos p JOIN albums a ON a.id = p.album_id WHERE p.id = $1",
        &[Value::from(photo_id)],
    )?
    .map(|row| row.opt_text(0))
    .transpose()
}
