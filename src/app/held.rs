//! The plain values of `crate::persist` that the app holds as resources:
//! the player's settings and where the files go. A leaf: it imports no
//! other part of the app, so every plugin can read them without an import
//! circle. The `settings` plugin alone writes [`AppSettings`].

use bevy::prelude::*;

use crate::persist::{Settings, Storage};

/// The player's settings in the running game: the plain [`Settings`] of
/// `crate::persist` (which knows nothing of Bevy), held as a resource.
/// Written only by the `settings` plugin.
#[derive(Resource, Debug, Clone, PartialEq, Default, Deref, DerefMut)]
pub struct AppSettings(pub Settings);

/// Where Rookery keeps its files ([`Storage`]), as a resource; absent when
/// there is no home folder.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Deref)]
pub struct AppStorage(pub Storage);
