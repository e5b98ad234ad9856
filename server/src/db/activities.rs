//! The `activities` table: the program's audit and news feed.

use super::scope::Scope;
use super::{Conn, DbResult, Row};
use crate::domain::{Activity, NewActivity};
use crate::{binds, params};

pub fn insert(conn: &mut dyn Conn, a: &NewActivity) -> DbResult<()> {
    conn.execute(
        "INSERT INTO activities (id, created_at, from_user, action, to_user, description,
                                 subject_kind, subject_id, summary_key, summary_names)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        params![
            uuid::Uuid::now_v7().to_string(),
            super::now_millis(),
            a.from_user.as_deref(),
            a.action.as_str(),
            a.to_user.as_deref(),
            &a.description,
            a.subject.as_ref().map(|s| s.0.as_str()),
            a.subject.as_ref().map(|s| s.1.as_str()),
            &a.summary.key,
            serde_json::to_string(&a.summary.names).map_err(|e| super::DbError::Other(e.to_string()))?,
        ],
    )?;
    Ok(())
}

/// Where a page of the feed starts: below an activity id, or before an instant.
pub enum Before {
    Start,
    Id(String),
    Time(i64),
}

const SELECT: &str = "SELECT a.id, a.created_at, a.from_user, f.display_name AS from_user_name, a.action, a.to_user,
                             t.display_name AS to_user_name, a.description, a.subject_kind, a.subject_id,
                             a.summary_key, a.summary_names
                      FROM activities a
                      LEFT JOIN users f ON f.id = a.from_user
                      LEFT JOIN users t ON t.id = a.to_user";

/// Newest first. Ids are UUID v7, so their order is the order of creation.
pub fn list(conn: &mut dyn Conn, before: &Before, limit: i64) -> DbResult<Vec<Activity>> {
    let limited = super::limit(limit);
    match before {
        Before::Start => conn.all(&format!("{SELECT} ORDER BY a.id DESC {limited}"), &[], from_row),
        Before::Id(id) => {
            conn.all(&format!("{SELECT} WHERE a.id < $1 ORDER BY a.id DESC {limited}"), params![id], from_row)
        }
        Before::Time(ms) => {
            conn.all(&format!("{SELECT} WHERE a.created_at < $1 ORDER BY a.id DESC {limited}"), params![*ms], from_row)
        }
    }
}

/// Newest first: what a staff member may see of the feed — the activities about the
/// fathers in his scope and those he did himself.
pub fn list_for_staff(conn: &mut dyn Conn, user_id: &str, scope: &Scope, limit: i64) -> DbResult<Vec<Activity>> {
    let mut binds = binds![user_id];
    let in_scope = scope.covers_sql("a.subject_id", &mut binds);
    conn.all(
        &format!(
            "{SELECT} WHERE a.from_user = $1 OR (a.subject_kind = 'father' AND {in_scope})
             ORDER BY a.id DESC {}",
            super::limit(limit)
        ),
        &binds,
        from_row,
    )
}

/// Newest first: the activities about one subject (e.g. ("father", id)).
pub fn about(conn: &mut dyn Conn, kind: &str, id: &str, limit: i64) -> DbResult<Vec<Activity>> {
    conn.all(
        &format!("{SELECT} WHERE a.subject_kind = $1 AND a.subject_id = $2 ORDER BY a.id DESC {}", super::limit(limit)),
        params![kind, id],
        from_row,
    )
}

/// Whom an anonymisation erases from the log: his record, his account (if he had one), and
/// every way the log may have written him (names, e-mail, phone).
pub struct Forgotten<'a> {
    pub father_id: &'a str,
    pub user_id: Option<&'a str>,
    pub identifiers: &'a [String],
}

/// Puts `replacement` for him in every activity that names him (his record's
/// anonymisation): those about his record, those by or to his account (registered, signed
/// in, updated their profile) and any other whose words name him ("Sent a message in Otto
/// Oldfield") — in the sentence's names and in the English description kept beside them.
/// Returns how many it changed. Reads the log once, by his ids and by his identifiers'
/// words (a scan, once per anonymised record).
pub fn forget_person(conn: &mut dyn Conn, who: &Forgotten<'_>, replacement: &str) -> DbResult<usize> {
    let mut binds = binds![who.father_id, who.user_id];
    let mut named = Vec::new();
    for identifier in who.identifiers.iter().map(|i| i.trim()).filter(|i| i.chars().count() >= 3) {
        // JSON writes a quote or backslash escaped: look for the name as the names column
        // holds it too. LOWER is ASCII's on SQLite and Unicode's on PostgreSQL: both forms.
        let json = serde_json::to_string(identifier).map_err(|e| super::DbError::Other(e.to_string()))?;
        let mut forms = Vec::new();
        for form in [identifier, &json[1..json.len() - 1]] {
            forms.extend([form.to_ascii_lowercase(), form.to_lowercase()]);
        }
        forms.sort();
        forms.dedup();
        for form in forms {
            let n = binds.add(format!("%{}%", super::like_escaped(&form)));
            named.push(format!("LOWER(description) LIKE {n} ESCAPE '!' OR LOWER(summary_names) LIKE {n} ESCAPE '!'"));
        }
    }
    let named = if named.is_empty() { String::new() } else { format!(" OR {}", named.join(" OR ")) };
    let rows = conn.all(
        &format!(
            "SELECT id, description, summary_key, summary_names, subject_kind, subject_id, from_user, to_user
             FROM activities
             WHERE (subject_kind = 'father' AND subject_id = $1)
                OR from_user = $2 OR to_user = $2 OR (subject_kind = 'user' AND subject_id = $2){named}"
        ),
        &binds,
        |row| {
            Ok(Logged {
                id: row.text("id")?,
                description: row.text("description")?,
                summary_key: row.opt_text("summary_key")?,
                summary_names: row.opt_text("summary_names")?,
                subject_kind: row.opt_text("subject_kind")?,
                subject_id: row.opt_text("subject_id")?,
                from_user: row.opt_text("from_user")?,
                to_user: row.opt_text("to_user")?,
            })
        },
    )?;
    let mut changed = 0;
    for row in rows {
        let (id, description) = (row.id, row.description);
        // An activity by, to or about him names him under `father` or `name`, whatever his
        // name was then; any other names him only in words.
        let (kind, subject) = (row.subject_kind, row.subject_id);
        let his_account = |id: Option<String>| id.is_some() && id.as_deref() == who.user_id;
        let about_him = (kind.as_deref() == Some("father") && subject.as_deref() == Some(who.father_id))
            || (kind.as_deref() == Some("user") && his_account(subject))
            || his_account(row.from_user)
            || his_account(row.to_user);
        let forget = |text: &str| crate::domain::without_identifiers(text, who.identifiers, replacement);
        let (description, names) = match (row.summary_key, row.summary_names) {
            (Some(key), Some(names)) => {
                let mut summary = crate::domain::Summary {
                    key,
                    names: serde_json::from_str(&names)
                        .map_err(|e| super::DbError::Other(format!("summary names: {e}")))?,
                };
                for (key, name) in &mut summary.names {
                    let his = about_him && (key == "father" || key == "name");
                    *name = if his { replacement.to_owned() } else { forget(name) };
                }
                let english = summary.english();
                let description = forget(if english.is_empty() { &description } else { &english });
                let names = serde_json::to_string(&summary.names).map_err(|e| super::DbError::Other(e.to_string()))?;
                (description, Some(names))
            }
            _ => (forget(&description), None),
        };
        changed += conn.execute(
            "UPDATE activities SET description = $2, summary_names = COALESCE($3, summary_names) WHERE id = $1",
            params![&id, &description, names.as_deref()],
        )? as usize;
    }
    Ok(changed)
}

/// An activity as [`forget_person`] reads it, to write it again.
struct Logged {
    id: String,
    description: String,
    summary_key: Option<String>,
    summary_names: Option<String>,
    subject_kind: Option<String>,
    subject_id: Option<String>,
    from_user: Option<String>,
    to_user: Option<String>,
}

fn from_row(row: &Row) -> DbResult<Activity> {
    let (id, created_at) = (row.text("id")?, row.time("created_at")?);
    let (from_user, from_user_name) = (row.opt_text("from_user")?, row.opt_text("from_user_name")?);
    let action = row.text("action")?;
    let (to_user, to_user_name) = (row.opt_text("to_user")?, row.opt_text("to_user_name")?);
    let description = row.text("description")?;
    let subject = match (row.opt_text("subject_kind")?, row.opt_text("subject_id")?) {
        (Some(kind), Some(id)) => Some(crate::domain::Subject { kind, id }),
        _ => None,
    };
    let summary = match (row.opt_text("summary_key")?, row.opt_text("summary_names")?) {
        (Some(key), Some(names)) => Some(crate::domain::Summary {
            key,
            names: serde_json::from_str(&names).map_err(|e| super::DbError::Other(format!("summary names: {e}")))?,
        }),
        _ => None,
    };
    Ok(Activity {
        id,
        created_at,
        from_user,
        from_user_name,
        action,
        to_user,
        to_user_name,
        description,
        summary,
        subject,
    })
}
