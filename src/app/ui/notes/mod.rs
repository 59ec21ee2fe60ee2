//! The analysis board's notes in the panel: the move tree
//! ([`tree_list`]) and the glyphs and comment of the move on the board
//! ([`editor`]); their keys are `app::note_keys`'.

mod editor;
mod frame;
mod study_bar;
mod tree_list;

pub(super) use editor::notes_section;
#[doc(hidden)]
pub use frame::{TreeFrame, tree_list_frame};
pub(super) use study_bar::{StudyLink, study_bar};
pub(super) use tree_list::{TreeClick, tree_list};
