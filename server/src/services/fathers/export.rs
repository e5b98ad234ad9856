//! The father records as CSV, for staff.

use crate::auth::Viewer;
use crate::db::{self, fathers::Filter};
use crate::error::AppResult;
use crate::infra::csv::Csv;
use crate::state::AppState;

/// CSV of the records matching `filter`, for staff.
pub async fn csv(state: &AppState, viewer: &Viewer, filter: Filter) -> AppResult<String> {
    viewer.staff()?;
    let scope = viewer.scope();
    let fathers = state
        .db
        .run(move |conn| db::fathers::list(conn, &scope, &filter, 100_000, &db::fathers::Start::Offset(0)))
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
