//! Exports: the father records as CSV, for staff; and a father's data (docs/PRODUCT.md,
//! "A father's data"), everything recorded about him as one document — for a director,
//! or for himself without what staff wrote about him.

use crate::auth::Viewer;
use crate::db::{self, fathers::Filter, gallery::Looker, scope::Scope};
use crate::domain::export::{ExportPhotos, FatherExport};
use crate::domain::records::Father;
use crate::domain::User;
use crate::error::{AppError, AppResult, Record};
use crate::infra::csv::Csv;
use crate::state::AppState;

/// CSV of the records matching `filter`, for staff.
pub async fn csv(state: &AppState, viewer: &Viewer, filter: Filter) -> AppResult<String> {
    viewer.staff()?;
    let (scope, knows) = (viewer.scope(), viewer.knows());
    let fathers = state
        .db
        .run(move |conn| db::fathers::list(conn, &scope, &knows, &filter, 100_000, &db::fathers::Start::Offset(0)))
        .await?;
    let mut csv = Csv::new(&[
        "id",
        "firstName",
        "lastName",
        "email",
        "phone",
        "status",
        "enrollmentDate",
        "exitDate",
        "fatherType",
        "setting",
        "referralSource",
    ]);
    for f in fathers {
        let date = |d: Option<chrono::NaiveDate>| d.map(|d| d.to_string()).unwrap_or_default();
        csv.row(&[
            f.id,
            f.first_name,
            f.last_name,
            f.email,
            f.phone,
            f.status.as_str().to_owned(),
            date(f.enrollment_date),
            date(f.exit_date),
            f.father_type.map(|t| t.as_str().to_owned()).unwrap_or_default(),
            f.setting.map(|s| s.as_str().to_owned()).unwrap_or_default(),
            f.referral_source,
        ]);
    }
    Ok(csv.finish())
}

/// Everything recorded about a father, as one JSON document (directors; staff and fathers
/// 403): his record with its case notes, and every note staff wrote.
pub async fn data(state: &AppState, viewer: &Viewer, father_id: String) -> AppResult<FatherExport> {
    let director = viewer.director()?.id.clone();
    let export = state
        .db
        .transaction(move |conn| {
            let father = db::fathers::find(conn, &father_id)?.ok_or_else(|| AppError::not_found(Record::Father))?;
            let mut export = assemble(conn, Some(father), None, Notes::Staff)?;
            export.submissions = crate::services::forms::submissions::exported(conn, &father_id, Some(&director))?;
            Ok::<_, AppError>(export)
        })
        .await?;
    Ok(export)
}

/// The signed-in person's own data: his record and everything about him, without what
/// staff wrote about him (case notes, contacts' notes and sensitive contacts, referrals'
/// and attendance notes); an account with no record gets the account and empty lists.
pub async fn own_data(state: &AppState, viewer: &Viewer) -> AppResult<FatherExport> {
    let user = viewer.user().clone();
    let father_id = viewer.own_father_id().map(str::to_owned);
    state
        .db
        .run(move |conn| {
            let father = match &father_id {
                Some(id) => db::fathers::find(conn, id)?,
                None => None,
            };
            let father = father.map(|f| Father { notes: None, ..f });
            let mut export = assemble(conn, father, Some(user), Notes::Left)?;
            if let Some(id) = &father_id {
                export.submissions = crate::services::forms::submissions::exported(conn, id, None)?;
            }
            Ok(export)
        })
        .await
}

/// Whether an export carries what staff wrote about him.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Notes {
    Staff,
    Left,
}

/// Reads everything about `father` (or only `account`'s own when there is no record).
fn assemble(
    conn: &mut dyn db::Conn,
    father: Option<Father>,
    account: Option<User>,
    notes: Notes,
) -> AppResult<FatherExport> {
    let staff_notes = notes == Notes::Staff;
    let account = match (account, father.as_ref().and_then(|f| f.user_id.as_deref())) {
        (Some(account), _) => Some(account),
        (None, Some(user_id)) => db::users::find(conn, user_id)?,
        (None, None) => None,
    };
    let mut export = FatherExport {
        exported_at: db::now(),
        messages: match &account {
            Some(account) => db::export::messages_sent(conn, &account.id)?,
            None => Vec::new(),
        },
        account,
        father: None,
        memberships: Vec::new(),
        attendance: Vec::new(),
        milestones: Vec::new(),
        contacts: Vec::new(),
        referrals: Vec::new(),
        consents: Vec::new(),
        incentives: Vec::new(),
        texts: Vec::new(),
        submissions: Vec::new(),
        photos: ExportPhotos::default(),
    };
    let Some(mut father) = father else { return Ok(export) };
    // A record read for a decision leaves its consents unread; the export says where each stands.
    father.consents = db::consents::current(conn, &father.id)?;
    let id = father.id.as_str();
    export.memberships = db::export::memberships(conn, id)?;
    export.attendance = db::export::attendance(conn, id, staff_notes)?;
    export.milestones = db::milestones::list(conn, &Scope::All, Some(id), i64::from(u16::MAX), 0)?;
    export.contacts = db::contacts::exported(conn, id, staff_notes)?;
    export.referrals = db::referrals::exported(conn, id, staff_notes)?;
    export.consents = db::consents::list(conn, &Scope::All, id)?;
    export.incentives = db::incentives::list(conn, &Scope::All, id)?;
    export.texts = db::texts::all_of(conn, id)?;
    let looker = match notes {
        Notes::Staff => Looker::Staff(db::programs::Knows::All),
        Notes::Left => Looker::Father { father_id: Some(father.id.clone()) },
    };
    let tagged = db::export::tagged_photos(conn, id, &looker)?;
    export.photos = ExportPhotos { portrait: father.photo_key.is_some(), tagged };
    export.father = Some(father);
    Ok(export)
}
