//! `albums` and `photos`. A photo row is also its processing job (`status = 'processing'`).

use std::collections::HashMap;

use super::{Binds, Conn, DbResult, Row};
use crate::domain::consent::ConsentKind;
use crate::domain::gallery::{Album, Photo, PhotoStatus};
use crate::{binds, params};

/// Who looks: staff see every album; a father those for everyone and for the groups he
/// is a member of now.
pub enum Looker {
    /// Staff see every album but those of groups in programs they may not know of.
    Staff(super::programs::Knows),
    Father {
        father_id: Option<String>,
    },
}

impl Looker {
    /// The audience condition on `al`, its parameter (if any) bound in `binds`.
    pub(super) fn audience_sql(&self, binds: &mut Binds) -> String {
        match self {
            Looker::Staff(super::programs::Knows::All) => String::new(),
            Looker::Staff(knows) => format!(
                " AND (al.group_id IS NULL OR EXISTS (SELECT 1 FROM father_groups ag WHERE ag.id = al.group_id AND {}))",
                knows.sql("ag.program_id", binds)
            ),
            Looker::Father { father_id: None } => " AND al.group_id IS NULL".into(),
            Looker::Father { father_id: Some(father) } => format!(
                " AND (al.group_id IS NULL OR al.group_id IN (
                     SELECT m.group_id FROM group_members m WHERE m.father_id = {} AND m.left_at IS NULL))",
                binds.add(father)
            ),
        }
    }

    /// Which photos `p` the looker sees: staff every one (a failed photo is theirs to
    /// delete or upload again), a father only those ready to show and without a father
    /// pictured who has no photo consent (`consent_missing`) — never one still processing,
    /// failed or hidden, in a list, a count, a cover or by id.
    pub(super) fn photos_shown(&self) -> &'static str {
        match self {
            Looker::Staff(_) => "",
            Looker::Father { .. } => " AND p.status = 'ready' AND NOT p.consent_missing",
        }
    }

    /// Which photos `p` can be the looker's cover: ready ones, and for a father only those
    /// he is shown.
    fn covers_shown(&self) -> &'static str {
        match self {
            Looker::Staff(_) => " AND p.status = 'ready'",
            Looker::Father { .. } => self.photos_shown(),
        }
    }

    /// An album's columns, its photo count and cover as the looker sees them: a father
    /// whose chosen cover is hidden from him gets another photo (or none), and no id of it.
    fn album_columns(&self) -> String {
        let (shown, covers) = (self.photos_shown(), self.covers_shown());
        let chosen = match self {
            Looker::Staff(_) => "al.cover_photo_id".to_owned(),
            Looker::Father { .. } => {
                format!("(SELECT p.id FROM photos p WHERE p.id = al.cover_photo_id AND p.album_id = al.id{covers})")
            }
        };
        format!(
            "al.id, al.title, al.description, al.group_id, g.name AS group_name, al.cycle_id, al.event_id,
             {chosen} AS cover_photo_id, al.created_at, al.updated_at,
             (SELECT COUNT(*) FROM photos p WHERE p.album_id = al.id{shown}) AS photo_count,
             COALESCE((SELECT p.thumb_key FROM photos p
                       WHERE p.id = al.cover_photo_id AND p.album_id = al.id{covers}),
                      (SELECT p.thumb_key FROM photos p WHERE p.album_id = al.id{covers}
                       ORDER BY p.id LIMIT 1)) AS cover_key"
        )
    }

    fn is_staff(&self) -> bool {
        matches!(self, Looker::Staff(_))
    }
}

fn album_from_row(row: &Row) -> DbResult<Album> {
    Ok(Album {
        id: row.text("id")?,
        title: row.text("title")?,
        description: row.text("description")?,
        group_id: row.opt_text("group_id")?,
        group_name: row.opt_text("group_name")?,
        cycle_id: row.opt_text("cycle_id")?,
        event_id: row.opt_text("event_id")?,
        cover_photo_id: row.opt_text("cover_photo_id")?,
        created_at: row.time("created_at")?,
        updated_at: row.time("updated_at")?,
        photo_count: row.int("photo_count")?,
        cover_key: row.opt_text("cover_key")?,
        cover_url: None,
    })
}

/// Newest first.
pub fn list_albums(conn: &mut dyn Conn, looker: &Looker, limit: i64, offset: i64) -> DbResult<Vec<Album>> {
    let mut binds = Binds::new();
    let audience = looker.audience_sql(&mut binds);
    let page = super::limit_offset(limit, offset, &mut binds);
    conn.all(
        &format!(
            "SELECT {} FROM albums al LEFT JOIN father_groups g ON g.id = al.group_id
             WHERE 1 = 1{audience} ORDER BY al.created_at DESC, al.id DESC {page}",
            looker.album_columns()
        ),
        &binds,
        album_from_row,
    )
}

/// The album, if the looker is in its audience.
pub fn find_album(conn: &mut dyn Conn, looker: &Looker, id: &str) -> DbResult<Option<Album>> {
    let mut binds = binds![id];
    let audience = looker.audience_sql(&mut binds);
    conn.first(
        &format!(
            "SELECT {} FROM albums al LEFT JOIN father_groups g ON g.id = al.group_id
             WHERE al.id = $1{audience}",
            looker.album_columns()
        ),
        &binds,
        album_from_row,
    )
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
    let keys = conn.all(
        "DELETE FROM photos WHERE album_id = $1 RETURNING original_key, thumb_key, large_key",
        params![id],
        |r| Ok([Some(r.text("original_key")?), r.opt_text("thumb_key")?, r.opt_text("large_key")?]),
    )?;
    if conn.execute("DELETE FROM albums WHERE id = $1", params![id])? == 0 {
        return Ok(None);
    }
    Ok(Some(keys.into_iter().flatten().flatten().collect()))
}

/// Which of what an album links to is not on file: its group, cycle, event, and a cover
/// that is not one of its own photos (locked: a photo being deleted meanwhile is either
/// gone or waits for the album to be saved, and then clears the cover).
pub fn missing_links(conn: &mut dyn Conn, a: &Album) -> DbResult<MissingLinks> {
    let absent = |conn: &mut dyn Conn, table: &str, id: Option<&String>| -> DbResult<bool> {
        match id {
            Some(id) => Ok(!conn.exists(&format!("SELECT 1 FROM {table} WHERE id = $1"), params![id])?),
            None => Ok(false),
        }
    };
    let cover = match &a.cover_photo_id {
        Some(cover) => !conn.exists(
            &format!("SELECT 1 FROM photos WHERE id = $1 AND album_id = $2{}", super::for_update(conn)),
            params![cover, &a.id],
        )?,
        None => false,
    };
    Ok(MissingLinks {
        group: absent(conn, "father_groups", a.group_id.as_ref())?,
        cycle: absent(conn, "cycles", a.cycle_id.as_ref())?,
        event: absent(conn, "events", a.event_id.as_ref())?,
        cover,
    })
}

/// What [`missing_links`] found missing.
pub struct MissingLinks {
    pub group: bool,
    pub cycle: bool,
    pub event: bool,
    pub cover: bool,
}

pub fn group_has_albums(conn: &mut dyn Conn, group_id: &str) -> DbResult<bool> {
    conn.exists("SELECT 1 FROM albums WHERE group_id = $1 LIMIT 1", params![group_id])
}

const PHOTO_COLUMNS: &str = "p.id, p.album_id, p.caption, p.width, p.height, p.status, p.thumb_key, p.large_key,
     p.uploaded_by, p.created_at, p.consent_missing";

fn photo_from_row(row: &Row) -> DbResult<Photo> {
    Ok(Photo {
        id: row.text("id")?,
        album_id: row.text("album_id")?,
        caption: row.text("caption")?,
        width: row.opt_int("width")?,
        height: row.opt_int("height")?,
        status: row.word("status", |word| PhotoStatus::parse(word).ok_or(()))?,
        thumb_key: row.opt_text("thumb_key")?,
        large_key: row.opt_text("large_key")?,
        uploaded_by: row.opt_text("uploaded_by")?,
        created_at: row.time("created_at")?,
        consent_missing: row.bool("consent_missing")?,
        tags: Vec::new(),
        thumb_url: None,
        url: None,
    })
}

/// An album's photos oldest first, after the photo `after` when given, as the looker
/// sees them (the album's audience is checked by the caller); staff's with their tags.
pub fn photos(
    conn: &mut dyn Conn,
    looker: &Looker,
    album_id: &str,
    after: Option<&str>,
    limit: i64,
) -> DbResult<Vec<Photo>> {
    let after = after.unwrap_or("");
    let mut photos = conn.all(
        &format!(
            "SELECT {PHOTO_COLUMNS} FROM photos p WHERE p.album_id = $1 AND p.id > $2{} ORDER BY p.id {}",
            looker.photos_shown(),
            super::limit(limit)
        ),
        params![album_id, after],
        photo_from_row,
    )?;
    if let (true, Some(last)) = (looker.is_staff(), photos.last()) {
        // The page's photos are the ids in (after, last]: their tags in one range read.
        let mut tags = tags_between(conn, album_id, after, &last.id.clone())?;
        for photo in &mut photos {
            photo.tags = tags.remove(&photo.id).unwrap_or_default();
        }
    }
    Ok(photos)
}

/// The photo, if the looker may see its album and it; staff's with its tags.
pub fn find_photo(conn: &mut dyn Conn, looker: &Looker, id: &str) -> DbResult<Option<Photo>> {
    let mut binds = binds![id];
    let audience = looker.audience_sql(&mut binds);
    let photo = conn.first(
        &format!(
            "SELECT {PHOTO_COLUMNS} FROM photos p JOIN albums al ON al.id = p.album_id WHERE p.id = $1{audience}{}",
            looker.photos_shown()
        ),
        &binds,
        photo_from_row,
    )?;
    match photo {
        Some(mut photo) if looker.is_staff() => {
            photo.tags = tags(conn, &photo.id)?;
            Ok(Some(photo))
        }
        other => Ok(other),
    }
}

/// The fathers tagged in the album's photos whose ids are in (`after`, `last`], by photo.
fn tags_between(
    conn: &mut dyn Conn,
    album_id: &str,
    after: &str,
    last: &str,
) -> DbResult<HashMap<String, Vec<String>>> {
    let mut tags: HashMap<String, Vec<String>> = HashMap::new();
    conn.each_row(
        "SELECT t.photo_id, t.father_id FROM photo_tags t JOIN photos p ON p.id = t.photo_id
         WHERE t.photo_id > $2 AND t.photo_id <= $3 AND p.album_id = $1 ORDER BY t.photo_id, t.father_id",
        params![album_id, after, last],
        &mut |row| {
            tags.entry(row.text("photo_id")?).or_default().push(row.text("father_id")?);
            Ok(true)
        },
    )?;
    Ok(tags)
}

/// The fathers tagged in a photo, by id.
pub fn tags(conn: &mut dyn Conn, photo_id: &str) -> DbResult<Vec<String>> {
    conn.all("SELECT father_id FROM photo_tags WHERE photo_id = $1 ORDER BY father_id", params![photo_id], |row| {
        row.text("father_id")
    })
}

/// Makes `fathers` the photo's tags (its `consent_missing` is the caller's to refresh, in
/// the same transaction).
pub fn set_tags(conn: &mut dyn Conn, photo_id: &str, fathers: &[String]) -> DbResult<()> {
    conn.execute("DELETE FROM photo_tags WHERE photo_id = $1", params![photo_id])?;
    for father in fathers {
        conn.execute(
            "INSERT INTO photo_tags (photo_id, father_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            params![photo_id, father],
        )?;
    }
    Ok(())
}

/// Whether a photo is hidden from fathers for want of consent.
pub fn consent_missing(conn: &mut dyn Conn, photo_id: &str) -> DbResult<bool> {
    Ok(conn
        .first("SELECT consent_missing FROM photos WHERE id = $1", params![photo_id], |r| r.bool("consent_missing"))?
        .unwrap_or(false))
}

/// Whether a father may be served the photo's variants: it exists and passes
/// `Looker::photos_shown` (ready, no father pictured without photo consent); the album's
/// audience was checked when the URL was signed for him.
pub fn shown_to_fathers(conn: &mut dyn Conn, photo_id: &str) -> DbResult<bool> {
    let shown = Looker::Father { father_id: None }.photos_shown();
    conn.exists(&format!("SELECT 1 FROM photos p WHERE p.id = $1{shown}"), params![photo_id])
}

/// Which photos' `consent_missing` to decide again.
#[derive(Clone, Copy, Debug)]
pub enum Recheck<'a> {
    /// One photo, after its tags changed.
    Photo(&'a str),
    /// Every photo a father is tagged in, after his photo consent changed.
    TaggedWith(&'a str),
}

/// Decides `consent_missing` again for the photos `which` names: true while any father
/// tagged in it has no standing photo consent (none at all counts as none). The one
/// statement every change that can move it runs in its transaction: a tag change, an
/// upload with tags, a photo consent recorded or revoked, a tagged father deleted.
///
/// On PostgreSQL (READ COMMITTED) the caller holds the row lock of every father involved
/// first (`lock_fathers`), and the photos are locked here before the update, which then
/// reads with a snapshot taken after every lock it waited for: a consent and a tag change,
/// or two consents of fathers pictured together, never decide on what the other has not
/// committed yet. The order is always fathers, then photos.
pub fn refresh_consent_missing(conn: &mut dyn Conn, which: Recheck) -> DbResult<u64> {
    let (photos, key) = match which {
        Recheck::Photo(id) => ("id = $1", id),
        Recheck::TaggedWith(father) => ("id IN (SELECT t.photo_id FROM photo_tags t WHERE t.father_id = $1)", father),
    };
    if conn.backend() == super::Backend::Postgres {
        // Every row read, so every row locked.
        conn.each_row(
            &format!("SELECT id FROM photos WHERE {photos} ORDER BY id FOR UPDATE"),
            params![key],
            &mut |_| Ok(true),
        )?;
    }
    conn.execute(
        &format!(
            "UPDATE photos SET consent_missing = EXISTS (
                 SELECT 1 FROM photo_tags t WHERE t.photo_id = photos.id AND NOT {})
             WHERE {photos}",
            super::consents::standing_sql("t.father_id", ConsentKind::Photo, false)
        ),
        params![key],
    )
}

/// Locks fathers' rows in one order (by id), so two transactions that lock some of the
/// same fathers never wait on each other in a circle. See [`refresh_consent_missing`].
pub fn lock_fathers<'a>(conn: &mut dyn Conn, ids: impl IntoIterator<Item = &'a String>) -> DbResult<()> {
    let ids: std::collections::BTreeSet<&String> = ids.into_iter().collect();
    for id in ids {
        super::lock(conn, super::Table::Fathers, id)?;
    }
    Ok(())
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
/// Deletes the photo, and clears it as its album's cover; its stored keys, `None` when
/// there was no such photo.
pub fn delete_photo(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Vec<String>>> {
    let keys = conn.first(
        "DELETE FROM photos WHERE id = $1 RETURNING original_key, thumb_key, large_key",
        params![id],
        |r| Ok([Some(r.text("original_key")?), r.opt_text("thumb_key")?, r.opt_text("large_key")?]),
    )?;
    if keys.is_some() {
        conn.execute("UPDATE albums SET cover_photo_id = NULL WHERE cover_photo_id = $1", params![id])?;
    }
    Ok(keys.map(|keys| keys.into_iter().flatten().collect()))
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
    let due = conn.all(
        &format!(
            "SELECT id, original_key FROM photos
             WHERE status = 'processing' AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until < $1)
             ORDER BY next_attempt_at {}{}",
            super::limit(limit),
            super::claim_lock(conn, "photos")
        ),
        params![now],
        |row| Ok((row.text("id")?, row.text("original_key")?)),
    )?;
    let mut claimed = Vec::with_capacity(due.len());
    for (photo_id, original_key) in due {
        // Conditional: on PostgreSQL another instance may have claimed it since the read.
        let attempts = conn.first(
            "UPDATE photos SET claimed_until = $2, attempts = attempts + 1
             WHERE id = $1 AND status = 'processing' AND (claimed_until IS NULL OR claimed_until < $3)
             RETURNING attempts",
            params![&photo_id, claim_until, now],
            |row| row.int("attempts"),
        )?;
        if let Some(attempts) = attempts {
            claimed.push(Job { photo_id, original_key, attempts });
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
    conn.first(
        "SELECT a.group_id FROM photos p JOIN albums a ON a.id = p.album_id WHERE p.id = $1",
        params![photo_id],
        |row| row.opt_text("group_id"),
    )
}
