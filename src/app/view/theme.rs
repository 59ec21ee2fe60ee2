//! The board's colours and the display choices, kept in step with the
//! [`Settings`].

use bevy::prelude::*;

use crate::app::GameSet;
use crate::app::held::AppSettings;
use crate::persist::{PieceStyle, Settings, ThemeName};

/// The board's colours.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct Theme {
    /// Light squares.
    pub light: Color,
    /// Dark squares.
    pub dark: Color,
    /// Overlay on the last move's squares.
    pub last_move: Color,
    /// Overlay on the selected square.
    pub selected: Color,
    /// Glow behind a king in check.
    pub check: Color,
    /// Legal move dots and rings.
    pub target: Color,
    /// The frame on the square a dragged piece would drop on.
    pub hover: Color,
    /// The frame of the board's keyboard cursor.
    pub cursor: Color,
    /// The player's own arrows and circles.
    pub annotation: Color,
    /// The squares of a premove waiting for its turn.
    pub premove: Color,
}

impl Default for Theme {
    fn default() -> Self {
        Theme::named(ThemeName::default())
    }
}

impl Theme {
    /// The colours of a theme chosen in Settings.
    pub fn named(name: ThemeName) -> Theme {
        match name {
            ThemeName::Walnut => Theme {
                light: Color::srgb_u8(0xec, 0xdf, 0xc4),
                dark: Color::srgb_u8(0xa7, 0x7e, 0x5c),
                last_move: Color::srgba(0.85, 0.80, 0.15, 0.45),
                selected: Color::srgba(0.25, 0.62, 0.35, 0.55),
                check: Color::srgba(0.90, 0.10, 0.10, 0.85),
                target: Color::srgba(0.10, 0.25, 0.10, 0.38),
                hover: Color::srgba(1.0, 1.0, 1.0, 0.75),
                cursor: Color::srgba(0.10, 0.30, 0.95, 1.0),
                annotation: Color::srgba(0.12, 0.55, 0.22, 0.80),
                premove: Color::srgba(0.55, 0.20, 0.45, 0.50),
            },
            ThemeName::Tournament => Theme {
                light: Color::srgb_u8(0xea, 0xe8, 0xd0),
                dark: Color::srgb_u8(0x6d, 0x92, 0x5a),
                last_move: Color::srgba(0.95, 0.88, 0.25, 0.50),
                selected: Color::srgba(0.20, 0.45, 0.80, 0.45),
                check: Color::srgba(0.90, 0.10, 0.10, 0.85),
                target: Color::srgba(0.05, 0.15, 0.05, 0.35),
                hover: Color::srgba(1.0, 1.0, 1.0, 0.80),
                cursor: Color::srgba(0.10, 0.25, 0.90, 1.0),
                annotation: Color::srgba(0.90, 0.45, 0.05, 0.80),
                premove: Color::srgba(0.50, 0.15, 0.45, 0.45),
            },
            ThemeName::Slate => Theme {
                light: Color::srgb_u8(0xdc, 0xe2, 0xe9),
                dark: Color::srgb_u8(0x73, 0x88, 0xa0),
                last_move: Color::srgba(0.95, 0.80, 0.30, 0.50),
                selected: Color::srgba(0.20, 0.60, 0.45, 0.55),
                check: Color::srgba(0.90, 0.10, 0.10, 0.85),
                target: Color::srgba(0.05, 0.10, 0.20, 0.40),
                hover: Color::srgba(1.0, 1.0, 1.0, 0.80),
                cursor: Color::srgba(0.90, 0.15, 0.60, 1.0),
                annotation: Color::srgba(0.12, 0.55, 0.22, 0.80),
                premove: Color::srgba(0.60, 0.25, 0.50, 0.50),
            },
            // White and strong blue squares (a contrast ratio of about 4.6,
            // against under 3 for the others; black pieces still stand out
            // on the blue), with saturated, nearly opaque marks.
            ThemeName::HighContrast => Theme {
                light: Color::srgb_u8(0xff, 0xff, 0xff),
                dark: Color::srgb_u8(0x44, 0x77, 0xc4),
                last_move: Color::srgba(1.0, 0.85, 0.0, 0.80),
                selected: Color::srgba(0.0, 0.85, 0.25, 0.85),
                check: Color::srgba(1.0, 0.0, 0.0, 1.0),
                target: Color::srgba(0.85, 0.0, 0.55, 0.90),
                hover: Color::srgba(1.0, 0.45, 0.0, 1.0),
                cursor: Color::srgba(0.85, 0.0, 0.75, 1.0),
                annotation: Color::srgba(0.85, 0.0, 0.55, 0.90),
                premove: Color::srgba(0.55, 0.0, 0.85, 0.75),
            },
        }
    }
}

/// The display choices of [`Settings`], kept in step with them.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct Preferences {
    /// Show dots and rings on the selected piece's targets.
    pub show_hints: bool,
    /// Show file and rank letters on the board.
    pub show_coordinates: bool,
    /// Drawn pieces or letters in squares.
    pub piece_style: PieceStyle,
    /// How much larger than normal the coordinates are drawn: the text
    /// size, and a quarter more with the high-contrast board.
    pub coordinate_scale: f32,
}

impl Default for Preferences {
    fn default() -> Self {
        Preferences::from_settings(&Settings::default())
    }
}

impl Preferences {
    /// The display choices of `settings`.
    pub fn from_settings(settings: &Settings) -> Preferences {
        Preferences {
            show_hints: settings.show_hints,
            show_coordinates: settings.show_coordinates,
            piece_style: settings.piece_style,
            coordinate_scale: settings.text_scale()
                * if settings.theme == ThemeName::HighContrast {
                    1.25
                } else {
                    1.0
                },
        }
    }
}

/// [`Theme`] and [`Preferences`] kept in step with [`Settings`]. Needs no
/// window, so headless tests can add it to the core.
pub fn preferences_plugin(app: &mut App) {
    app.init_resource::<Theme>()
        .init_resource::<Preferences>()
        .add_systems(Update, apply_preferences.in_set(GameSet::Input));
}

fn apply_preferences(
    settings: Res<AppSettings>,
    mut prefs: ResMut<Preferences>,
    mut theme: ResMut<Theme>,
) {
    if settings.is_changed() {
        let p = Preferences::from_settings(&settings);
        if *prefs != p {
            *prefs = p;
        }
        let t = Theme::named(settings.theme);
        if *theme != t {
            *theme = t;
        }
    }
}

/// Whether the screens are dark: as Settings says, or as the system
/// prefers when Settings leaves it to the system (dark when the system
/// does not say, as on X11).
pub fn is_dark(
    appearance: crate::persist::Appearance,
    system: Option<bevy::window::WindowTheme>,
) -> bool {
    use crate::persist::Appearance;
    match appearance {
        Appearance::Dark => true,
        Appearance::Light => false,
        Appearance::System => system != Some(bevy::window::WindowTheme::Light),
    }
}

#[cfg(test)]
mod appearance_tests {
    use super::*;

    #[test]
    fn the_system_decides_only_when_settings_leave_it_and_dark_is_the_default() {
        use crate::persist::Appearance;
        use bevy::window::WindowTheme;
        assert!(is_dark(Appearance::System, None));
        assert!(is_dark(Appearance::System, Some(WindowTheme::Dark)));
        assert!(!is_dark(Appearance::System, Some(WindowTheme::Light)));
        assert!(!is_dark(Appearance::Light, Some(WindowTheme::Dark)));
        assert!(is_dark(Appearance::Dark, Some(WindowTheme::Light)));
    }
}
