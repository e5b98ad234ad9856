//! Retention (docs/OPERATIONS.md, "What is kept, and for how long"): a father whose exit
//! date is more than `FM_RETENTION_DAYS` days before the program's today is anonymised —
//! named "Former participant", his contact details, date of birth, children and every note
//! about him erased, his photo tags and portrait removed, his account deleted — while his
//! status, dates, memberships, attendance, milestones and incentives stay, so the reports'
//! numbers do not move.
//!
//! A loop in every instance looks once a day (at start-up, then each time the program's
//! day, read from `state.clock`, has changed; it checks hourly, or when woken), and
//! `fatherhood retention` does the same at once. Each father is one transaction, decided by
//! a conditional UPDATE, so two instances never both anonymise one record.

use std::time::Duration;

use chrono::{Days, NaiveDate};

use crate::db::{self, retention::Due, retention::Limits, Table};
use crate::domain::{ActivityType, NewActivity, Sentence};
use crate::error::AppResult;
use crate::state::AppState;

/// How often the loop checks whether the program's day has changed.
const LOOK_EVERY: Duration = Duration::from_secs(3600);

/// The day a record must have exited before to be anonymised on `today`: exit dates
/// earlier than `today - days` are more than `days` days before it.
pub fn cutoff(today: NaiveDate, days: i64) -> NaiveDate {
    today.checked_sub_days(Days::new(days.max(0) as u64)).unwrap_or(NaiveDate::MIN)
}

/// What retention may touch on `today`: exits before the cutoff, recorded at least
/// [`db::retention::GRACE_MS`] before the day began, so that a mistaken exit date can be
/// corrected for 30 days before anything is erased (docs/OPERATIONS.md).
pub fn limits(state: &AppState, today: NaiveDate) -> Limits {
    let zone = state.config.time_zone;
    let midnight = today
        .and_hms_opt(0, 0, 0)
        .and_then(|t| t.and_local_timezone(zone).earliest())
        .map_or(i64::MIN, |t| t.timestamp_millis());
    Limits {
        cutoff: cutoff(today, state.config.retention_days),
        recorded_before: midnight.saturating_sub(db::retention::GRACE_MS),
    }
}

/// The program's today by the state's clock (which tests move).
pub fn today(state: &AppState) -> NaiveDate {
    state.today()
}

/// The first program day on which retention anonymises a record that exited on
/// `exit_date`, its exit recorded at `recorded_ms`: the day after its exit is `days` old,
/// and not before the 30 days to correct a mistaken date have passed since it was
/// recorded ([`limits`], read the other way round).
pub fn anonymised_on(exit_date: NaiveDate, recorded_ms: i64, days: i64, zone: chrono_tz::Tz) -> NaiveDate {
    let by_age = exit_date.checked_add_days(Days::new(days.max(0) as u64 + 1)).unwrap_or(NaiveDate::MAX);
    let settled = recorded_ms.saturating_add(db::retention::GRACE_MS);
    let settled_day = chrono::DateTime::from_timestamp_millis(settled)
        .map_or(NaiveDate::MAX, |t| t.with_timezone(&zone).date_naive());
    // Its own day, if the grace ends by that day's first instant; else the day after.
    let starts = crate::domain::report::midnight(settled_day, zone).timestamp_millis();
    let by_grace = if starts >= settled { settled_day } else { settled_day.succ_opt().unwrap_or(NaiveDate::MAX) };
    by_age.max(by_grace)
}

/// A record retention will anonymise soon, and on which day.
#[derive(serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ComingDue {
    pub father_id: String,
    pub name: String,
    pub exit_date: NaiveDate,
    /// The program day it is anonymised on (or the next look after it).
    pub anonymised_on: NaiveDate,
}

/// How far ahead the retention screen looks.
pub const COMING_DAYS: u64 = 90;

/// `GET /api/retention`: the records anonymised within the next 90 days (and any due now),
/// soonest first, with the program's retention. Directors.
#[derive(serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Coming {
    pub retention_days: i64,
    pub today: NaiveDate,
    pub records: Vec<ComingDue>,
}

pub async fn coming(state: &AppState, viewer: &crate::auth::Viewer) -> AppResult<Coming> {
    viewer.director()?;
    let (days, zone, today) = (state.config.retention_days, state.config.time_zone, today(state));
    let until = today.checked_add_days(Days::new(COMING_DAYS)).unwrap_or(NaiveDate::MAX);
    // Exits old enough by `until`: the grace can only move a day later, never earlier.
    let exited_before = cutoff(until, days);
    let rows = state.db.run(move |conn| db::retention::exited_before(conn, exited_before)).await?;
    let mut records: Vec<ComingDue> = rows
        .into_iter()
        .map(|(due, recorded)| ComingDue {
            anonymised_on: anonymised_on(due.exit_date, recorded, days, zone).max(today),
            father_id: due.father_id,
            name: due.name,
            exit_date: due.exit_date,
        })
        .filter(|r| r.anonymised_on <= until)
        .collect();
    records.sort_by(|a, b| a.anonymised_on.cmp(&b.anonymised_on).then_with(|| a.name.cmp(&b.name)));
    Ok(Coming { retention_days: days, today, records })
}

/// The day a record not anonymised yet, which exited on `exit_date` recorded at `recorded_ms`
/// (0 when it is not known), will be anonymised: shown on his record to staff.
pub fn anonymised_on_of(state: &AppState, exit_date: NaiveDate, recorded_ms: i64) -> NaiveDate {
    anonymised_on(exit_date, recorded_ms, state.config.retention_days, state.config.time_zone).max(today(state))
}

/// The fathers past retention on `today`, without changing anything (`--dry-run`).
pub async fn due(state: &AppState, today: NaiveDate) -> AppResult<Vec<Due>> {
    let limits = limits(state, today);
    Ok(state.db.run(move |conn| db::retention::due(conn, limits)).await?)
}

/// Anonymises every father past retention on `today`, one transaction each; answers those
/// this call anonymised (not those another instance did meanwhile). A record that fails is
/// logged and left for the next look; the others go on.
pub async fn anonymise_due(state: &AppState, today: NaiveDate) -> AppResult<Vec<Due>> {
    let mut done = Vec::new();
    for father in due(state, today).await? {
        match anonymise(state, &father.father_id, today).await {
            Ok(true) => done.push(father),
            Ok(false) => {}
            Err(err) => tracing::warn!(father = %father.father_id, error = %err, "anonymising a record failed"),
        }
    }
    if !done.is_empty() {
        tracing::info!(count = done.len(), "records past retention anonymised");
    }
    Ok(done)
}

/// Anonymises one record if it is still past retention on `today`: its erasure, its
/// portrait queued for deletion, its account deleted, the activities about him renamed and
/// an activity saying so, in one transaction. False when there was nothing to do.
pub async fn anonymise(state: &AppState, father_id: &str, today: NaiveDate) -> AppResult<bool> {
    let limits = limits(state, today);
    let father_id = father_id.to_owned();
    let erased = state
        .db
        .transaction(move |conn| {
            // A second instance waits here, then finds the record anonymised.
            db::lock(conn, Table::Fathers, &father_id)?;
            let Some(erased) = db::retention::anonymise(conn, &father_id, limits, db::now_millis())? else {
                return Ok(None);
            };
            if let Some(key) = &erased.photo_key {
                db::objects::enqueue(conn, key)?;
            }
            // Every way the log may have written him: the record's name (as staff and as
            // fellow fathers see it), e-mail and phone, and his account's.
            let mut identifiers = vec![erased.name.clone(), erased.email.clone(), erased.phone.clone()];
            identifiers.extend(erased.fellow_name.clone());
            let account = match &erased.user_id {
                Some(user_id) => db::users::find(conn, user_id)?,
                None => None,
            };
            let mut account_deleted = None;
            // A father's account goes with the record, and so do its names; a staff
            // account once linked to a record is only unlinked (the UPDATE did that).
            if let Some(user) = account.filter(|user| !user.is_admin) {
                identifiers.extend([
                    user.display_name.clone(),
                    format!("{} {}", user.first_name, user.last_name),
                    user.email.clone(),
                ]);
                if db::users::delete(conn, &user.id)? {
                    account_deleted = Some(user.id.clone());
                }
            }
            let former = format!("{} {}", db::retention::FIRST_NAME, db::retention::LAST_NAME);
            let user_id = account_deleted.as_deref();
            let forgotten = db::activities::Forgotten { father_id: &father_id, user_id, identifiers: &identifiers };
            db::activities::forget_person(conn, &forgotten, &former)?;
            db::activities::insert(
                conn,
                &NewActivity::new(None, ActivityType::Updated, Sentence::FatherAnonymised.says(&[]))
                    .about("father", &father_id),
            )?;
            Ok::<_, crate::error::AppError>(Some((erased.photo_key, account_deleted)))
        })
        .await?;
    let Some((photo_key, account)) = erased else { return Ok(false) };
    if let Some(user_id) = account {
        state.sessions.forget_user(&user_id);
    }
    if let Some(key) = photo_key {
        state.storage.delete_queued(&state.db, key).await;
    }
    Ok(true)
}

/// Runs for the life of the server: anonymises what is due once each program day.
pub async fn run(state: AppState) {
    let mut done_for: Option<NaiveDate> = None;
    loop {
        let today = today(&state);
        if done_for != Some(today) {
            match anonymise_due(&state, today).await {
                Ok(_) => done_for = Some(today),
                Err(err) => tracing::warn!(error = %err, "the retention look failed; the next one tries again"),
            }
        }
        state.retention.wait(LOOK_EVERY).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_is_due_once_its_exit_is_more_than_the_retention_ago() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 27).unwrap();
        let cutoff = cutoff(today, 2555);
        let exited = |days: u64| today.checked_sub_days(Days::new(days)).unwrap();
        assert!(exited(2556) < cutoff, "2556 days ago: due");
        assert!(exited(2555) >= cutoff, "exactly the retention: kept");
        assert!(exited(2554) >= cutoff);
        assert_eq!(super::cutoff(today, i64::MAX), NaiveDate::MIN);
    }
}
