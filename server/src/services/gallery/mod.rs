//! The gallery: albums for everyone or one group, photos uploaded by staff. An upload is
//! checked by its header (type by content, size in pixels), stored as it came, and
//! answered at once as "processing"; `processing` makes the variants off the request
//! path. Only variants are served, through signed URLs (`media`).
//! One file per concern, as `workshops`: `albums`, `photos` (reading, caption, deletion),
//! `tags` (the fathers pictured, and the consent they decide), `upload`; what `http` calls
//! is re-exported here.

pub mod albums;
pub mod media;
pub mod photos;
pub mod processing;
pub mod tags;
pub mod upload;

use crate::auth::Viewer;
use crate::db::gallery::Looker;
use crate::state::AppState;

pub use albums::{create, delete, get, list, update, AlbumInput, NewAlbum};
pub use photos::{delete_photo, photo, photos, set_caption, shown_to_fathers, PhotoChanges, MAX_CAPTION};
pub use tags::{set_tags, too_many_tags, MAX_TAGS};
pub use upload::{upload, Upload, MAX_PHOTO_BYTES};

fn looker(viewer: &Viewer) -> Looker {
    match viewer {
        Viewer::Staff(_) => Looker::Staff(viewer.knows()),
        Viewer::Father { father_id, .. } => Looker::Father { father_id: father_id.clone() },
    }
}

/// Whom the viewer's media URLs are for: a father's are checked against the photo's
/// consent whenever they are used (`media`).
fn audience(viewer: &Viewer) -> media::Audience {
    if viewer.is_staff() {
        media::Audience::Staff
    } else {
        media::Audience::Father
    }
}

fn delete_stored(state: &AppState, keys: Vec<String>) {
    let state = state.clone();
    tokio::spawn(async move {
        for key in keys {
            state.storage.delete_queued(&state.db, key).await;
        }
    });
}
