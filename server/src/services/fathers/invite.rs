//! Getting a father into the app in one step: "Invite to the app" on his record makes his
//! account from it (his e-mail, names and language), linked to the record at once, and
//! sends him the welcome in his language with the link to choose his password.

use crate::auth::Viewer;
use crate::db::{self, Table};
use crate::domain::records::Father;
use crate::domain::{ActivityType, Email, NewActivity, Password, Sentence};
use crate::error::{AppError, AppResult, Record};
use crate::services::accounts::{send_welcome, WELCOME_LINK_LIFETIME};
use crate::services::identity::{self, CreatedBy, Registration};
use crate::state::AppState;

/// Staff with him in scope (404 otherwise, fathers too). 409 when his record already has an
/// account, or when an account already uses his e-mail (a director links that one instead).
pub async fn invite(state: &AppState, viewer: &Viewer, father_id: String) -> AppResult<Father> {
    let staff = viewer.staff().map_err(|_| AppError::not_found(Record::Father))?.clone();
    let scope = viewer.scope();
    let id = father_id.clone();
    let father = state
        .db
        .run(move |conn| db::fathers::find_in(conn, &scope, &id))
        .await?
        .ok_or_else(|| AppError::not_found(Record::Father))?;
    if father.user_id.is_some() {
        return Err(AppError::Conflict(crate::catalogue::invite_already_linked()));
    }
    let email =
        Email::parse(&father.email).map_err(|_| AppError::field("email", crate::catalogue::invite_no_email()))?;
    let display_name = father.full_name().trim().to_owned();
    let generated = Password::parse(&crate::auth::password::generate()).map_err(|m| anyhow::anyhow!(m))?;
    let (record, actor) = (father_id.clone(), staff.id.clone());
    let (user, link) = identity::create_invited_account(
        state,
        Registration {
            email,
            password: generated,
            display_name: display_name.clone(),
            first_name: father.first_name.clone(),
            last_name: father.last_name.clone(),
            preferred_language: father.preferred_language,
            staff_role: None,
        },
        CreatedBy::Staff(staff.id.clone()),
        WELCOME_LINK_LIFETIME,
        move |conn, user| {
            // Linked in the account's own transaction: two invitations at once make one account.
            db::lock(conn, Table::Fathers, &record)?;
            if !db::fathers::link_account(conn, &record, &user.id, db::now_millis())? {
                return Err(AppError::Conflict(crate::catalogue::invite_already_linked()));
            }
            let summary = Sentence::FatherInvited.says(&[("father", &display_name)]);
            db::activities::insert(
                conn,
                &NewActivity::by(&actor, ActivityType::Created, summary)
                    .about("father", &record)
                    .to(Some(user.id.clone())),
            )?;
            Ok(())
        },
    )
    .await?;
    send_welcome(state, &user, &link).await?;
    super::get(state, viewer, father_id).await
}
