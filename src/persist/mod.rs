//! Files Rookery keeps for the player: settings, saved games, the autosave
//! and the move log. Plain serde + RON, written atomically, in the
//! platform's data and config directories; and the reading of the player's
//! own text files ([`read_text`]: PGN, FEN, EPD, in UTF-8 or Windows-1252,
//! compressed or not, [`open_stream`] for the large ones). No
//! Bevy systems here: the game calls these functions, and so do the tests.

pub mod atomic;
pub mod report;
pub mod save;
pub mod settings;
pub mod storage;
pub mod stream;
pub mod text;
pub mod time;

pub use atomic::write_atomic;
pub use save::{LoadError, SaveEntry, SaveFile, SaveSummary, SavedEnding, SavedPlayer};
pub use settings::{
    AnimationSetting, Appearance, MoveNotation, PieceStyle, PremoveSetting, Settings,
    SettingsWarning, TEXT_SIZES, ThemeName,
};
pub use storage::Storage;
pub use stream::{Compression, Stream, open_stream};
pub use text::{read_text, read_text_up_to};
