//! Announcements: program news from staff to everyone or to one group, pinned or not,
//! with unread marks per reader and, when the author asks, an e-mail to the audience.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::db::{self, announcements::Reader, Table};
use crate::domain::announcement::Announcement;
use crate::domain::{ActivityType, Language, NewActivity, Sentence};
use crate::error::{AppError, AppResult, Record};
use crate::services::form::{schema, Form};
use crate::services::groups::check_audience;
use crate::state::AppState;

// Each field's limit, for the document and for `apply` alike.
pub const MAX_TITLE: usize = 200;
pub const MAX_BODY: usize = 10_000;

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct AnnouncementInput {
    #[schema(schema_with = schema::required_text::<MAX_TITLE>)]
    title: Option<String>,
    /// Plain text, line breaks kept.
    #[schema(schema_with = schema::required_text::<MAX_BODY>)]
    body: Option<String>,
    /// Null or absent on create: everyone. On edit, null moves it to everyone.
    #[serde(deserialize_with = "crate::extract::nullable")]
    #[schema(value_type = Option<String>)]
    group_id: Option<Option<String>>,
    pinned: Option<bool>,
    /// On create: also e-mail it to every account in the audience.
    email: Option<bool>,
    /// On create: also text its title and a link to the audience's fathers with sms consent.
    text: Option<bool>,
}

/// A new announcement's body, as the document describes it.
pub type NewAnnouncement = crate::extract::New<AnnouncementInput>;

impl crate::extract::Creatable for AnnouncementInput {
    const REQUIRED: &'static [&'static str] = &["title", "body"];
}

impl AnnouncementInput {
    fn apply(&mut self, a: &mut Announcement, creating: bool) -> AppResult<()> {
        let mut form = Form::new(creating);
        form.required_text("title", "Title", MAX_TITLE, self.title.take(), &mut a.title);
        form.required_text("body", "Message", MAX_BODY, self.body.take(), &mut a.body);
        form.reference(self.group_id.take(), &mut a.group_id);
        if let Some(pinned) = self.pinned {
            a.pinned = pinned;
        }
        form.finish()
    }
}

pub(crate) fn reader(viewer: &Viewer) -> Reader {
    match viewer {
        Viewer::Staff(user) => Reader::Staff { user_id: user.id.clone(), knows: viewer.knows() },
        Viewer::Father { user, father_id } => Reader::Father { user_id: user.id.clone(), father_id: father_id.clone() },
    }
}

/// Publishes: the announcement, its 'announced' activity and, with `email`, one queued
/// mail per account in the audience, all in one transaction; the mail leaves after.
pub async fn create(state: &AppState, viewer: &Viewer, mut input: AnnouncementInput) -> AppResult<Announcement> {
    let staff = viewer.staff()?.id.clone();
    let owned = viewer.clone();
    let now = db::now();
    let mut announcement = Announcement {
        id: uuid::Uuid::now_v7().to_string(),
        title: String::new(),
        body: String::new(),
        group_id: None,
        group_name: None,
        pinned: false,
        author_id: Some(staff.clone()),
        author_name: None,
        created_at: now,
        updated_at: now,
        unread: false,
    };
    input.apply(&mut announcement, true)?;
    let email = input.email.unwrap_or(false);
    let texts =
        input.text.unwrap_or(false).then(|| crate::services::texts::announcement_bodies(state, &announcement.title));
    let id = announcement.id.clone();
    let (queued, texted) = state
        .db
        .transaction(move |conn| {
            check_audience(conn, &owned, announcement.group_id.as_deref())?;
            db::announcements::insert(conn, &announcement)?;
            crate::infra::live::notify(conn, &crate::infra::live::Announced::Announcement(announcement.id.clone()))?;
            db::activities::insert(
                conn,
                &NewActivity::by(
                    &staff,
                    ActivityType::Announced,
                    Sentence::Announced.says(&[("title", &announcement.title)]),
                )
                .about("announcement", &announcement.id),
            )?;
            db::push::queue_announcement(
                conn,
                &announcement.id,
                announcement.group_id.as_deref(),
                &staff,
                now.timestamp_millis(),
            )?;
            let queued = if email {
                let group = announcement.group_id.as_deref();
                db::mail_queue::queue_announcement(conn, &announcement.id, group, &staff, now.timestamp_millis())?
            } else {
                0
            };
            let texted = match &texts {
                Some(bodies) => db::texts::queue_announcement(
                    conn,
                    &announcement.id,
                    announcement.group_id.as_deref(),
                    [(Language::En, &bodies.0), (Language::Es, &bodies.1)],
                    now.timestamp_millis(),
                )?,
                None => 0,
            };
            Ok::<_, AppError>((queued, texted))
        })
        .await?;
    let published = get(state, viewer, id).await?;
    notify_audience(state, &published, queued).await;
    if texted > 0 {
        tracing::info!(announcement = published.id, texted, "announcement texts queued");
        state.text_queue.wake();
    }
    Ok(published)
}

/// Tells the audience, once the announcement is committed: open streams get it live,
/// the push and e-mail workers are woken for what was queued.
async fn notify_audience(state: &AppState, announcement: &Announcement, mails_queued: u64) {
    state.live.after_commit(&state.db, &crate::infra::live::Announced::Announcement(announcement.id.clone())).await;
    state.push_queue.wake();
    if mails_queued > 0 {
        tracing::info!(announcement = announcement.id, mails_queued, "announcement e-mail queued");
        state.mail_queue.wake();
    }
}

/// An announcement the viewer is in the audience of (404 otherwise).
pub async fn get(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Announcement> {
    let reader = reader(viewer);
    state
        .db
        .run(move |conn| db::announcements::find(conn, &reader, &id))
        .await?
        .ok_or_else(|| AppError::not_found(Record::Announcement))
}

pub async fn list(state: &AppState, viewer: &Viewer, limit: i64, offset: i64) -> AppResult<Vec<Announcement>> {
    let reader = reader(viewer);
    Ok(state.db.run(move |conn| db::announcements::list(conn, &reader, limit, offset)).await?)
}

/// What the signed-in user has not read yet.
#[derive(Serialize, ToSchema)]
pub struct Unread {
    /// Unread messages over all the user's conversations.
    pub messages: i64,
    pub announcements: i64,
    /// Staff: texts from the fathers in their scope nobody has read yet (0 for a father).
    pub texts: i64,
}

pub async fn unread(state: &AppState, viewer: &Viewer) -> AppResult<Unread> {
    let messages = crate::services::messages::unread_total(state, viewer.user()).await?;
    let texts = crate::services::texts::unread_total(state, viewer).await?;
    Ok(Unread { messages, announcements: unread_count(state, viewer).await?, texts })
}

pub async fn unread_count(state: &AppState, viewer: &Viewer) -> AppResult<i64> {
    let reader = reader(viewer);
    Ok(state.db.run(move |conn| db::announcements::unread_count(conn, &reader)).await?)
}

/// Everything published so far counts as read for the viewer.
pub async fn mark_read(state: &AppState, viewer: &Viewer) -> AppResult<()> {
    let user = viewer.user().id.clone();
    let now = db::now_millis();
    Ok(state.db.transaction(move |conn| db::announcements::mark_read(conn, &user, now)).await?)
}

pub async fn update(
    state: &AppState,
    viewer: &Viewer,
    id: String,
    mut input: AnnouncementInput,
) -> AppResult<Announcement> {
    let staff = viewer.staff()?.id.clone();
    let owned = viewer.clone();
    let reader = reader(viewer);
    let announcement_id = id.clone();
    state
        .db
        .transaction(move |conn| {
            db::lock(conn, Table::Announcements, &id)?;
            let mut a = db::announcements::find(conn, &reader, &id)?
                .ok_or_else(|| AppError::not_found(Record::Announcement))?;
            check_audience(conn, &owned, a.group_id.as_deref())?;
            input.apply(&mut a, false)?;
            check_audience(conn, &owned, a.group_id.as_deref())?;
            a.updated_at = db::now();
            db::announcements::update(conn, &a)?;
            db::activities::insert(
                conn,
                &NewActivity::by(
                    &staff,
                    ActivityType::Updated,
                    Sentence::AnnouncementUpdated.says(&[("title", &a.title)]),
                )
                .about("announcement", &a.id),
            )?;
            Ok::<_, AppError>(())
        })
        .await?;
    get(state, viewer, announcement_id).await
}

pub async fn delete(state: &AppState, viewer: &Viewer, id: String) -> AppResult<()> {
    let staff = viewer.staff()?.id.clone();
    let owned = viewer.clone();
    let reader = reader(viewer);
    state
        .db
        .transaction(move |conn| {
            let a = db::announcements::find(conn, &reader, &id)?
                .ok_or_else(|| AppError::not_found(Record::Announcement))?;
            check_audience(conn, &owned, a.group_id.as_deref())?;
            if !db::announcements::delete(conn, &id)? {
                return Err(AppError::not_found(Record::Announcement));
            }
            // Nothing still queued about it may go out (the workers also check at send time).
            db::push::drop_subject(conn, db::push::ANNOUNCEMENT, &id)?;
            db::mail_queue::drop_unsent(conn, db::mail_queue::ANNOUNCEMENT, &id)?;
            db::texts::drop_subject(conn, "announcement", &id, db::now_millis())?;
            db::activities::insert(
                conn,
                &NewActivity::by(
                    &staff,
                    ActivityType::Deleted,
                    Sentence::AnnouncementDeleted.says(&[("title", &a.title)]),
                )
                .about("announcement", &id),
            )?;
            Ok(())
        })
        .await
}
