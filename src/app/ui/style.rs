//! Rookery's look in one place: the type scale, the spacing and the
//! corner radii the screens draw with, and the card every home tile is.
//! The accent follows the board's theme (its dark squares), so the home
//! screen and the board read as one program.

use bevy_egui::egui;

use crate::app::view::Theme;

/// The type scale, in points (before the text size of Settings).
pub(super) mod size {
    /// The program's name on the home screen.
    pub const TITLE: f32 = 34.0;
    /// A card's or a screen's heading.
    pub const HEADING: f32 = 19.0;
    /// Running text.
    pub const BODY: f32 = 14.5;
    /// What is said under a board or a figure.
    pub const CAPTION: f32 = 12.5;
}

/// Spacing, in points.
pub(super) mod space {
    /// Between the lines of one thing.
    pub const TIGHT: f32 = 4.0;
    /// Between the parts of a card.
    pub const ITEM: f32 = 8.0;
    /// Between cards.
    pub const GAP: f32 = 14.0;
    /// Inside a card's edge.
    pub const INSET: i8 = 14;
}

/// A card's and a window's corner radius.
pub(super) const CARD_RADIUS: u8 = 10;
/// A control's (button, text box) corner radius.
const CONTROL_RADIUS: u8 = 4;

/// A card's fill in the dark screens: a step lighter than egui's dark
/// panel (#1B1B1B), so that cards stand out without a border.
const DARK_CARD: egui::Color32 = egui::Color32::from_gray(0x26);
/// The light screens' panel, and a card's fill on it: white on light grey.
const LIGHT_PANEL: egui::Color32 = egui::Color32::from_gray(0xEC);
const LIGHT_CARD: egui::Color32 = egui::Color32::from_gray(0xFC);
/// The light screens' text boxes and controls' edges.
const LIGHT_FIELD: egui::Color32 = egui::Color32::from_gray(0xF0);
const LIGHT_EDGE: egui::Color32 = egui::Color32::from_gray(0xA8);
/// The light screens' weak text (egui's own is too faint to read at 4.5:1).
const LIGHT_WEAK: egui::Color32 = egui::Color32::from_gray(0x5A);
/// The dark screens' text, a step brighter than egui's #8C8C8C (4.5:1 on a
/// card, just enough), and their weak text between the two.
const DARK_TEXT: egui::Color32 = egui::Color32::from_gray(0xB4);
const DARK_WEAK: egui::Color32 = egui::Color32::from_gray(0x98);

/// What went wrong, what needs care, what went right: bright on the dark
/// screens, deep on the light ones, each at least 4.5:1 on panels and
/// cards (the test below measures them).
const BAD: [egui::Color32; 2] = [
    egui::Color32::from_rgb(240, 120, 100),
    egui::Color32::from_rgb(176, 36, 24),
];
const WARN: [egui::Color32; 2] = [
    egui::Color32::from_rgb(240, 180, 60),
    egui::Color32::from_rgb(138, 82, 0),
];
const GOOD: [egui::Color32; 2] = [
    egui::Color32::from_rgb(130, 200, 120),
    egui::Color32::from_rgb(30, 110, 40),
];

/// Colours with a meaning of their own, each as [dark screens, light
/// screens]: bright on the dark ones, deep on the light ones (the test
/// below measures each on its panel).
pub(super) mod tint {
    use bevy_egui::egui::Color32;
    /// A review's marks, lichess's order: yellow, orange, red.
    pub const INACCURACY: [Color32; 2] = [
        Color32::from_rgb(230, 200, 60),
        Color32::from_rgb(125, 100, 0),
    ];
    pub const MISTAKE: [Color32; 2] = [
        Color32::from_rgb(240, 140, 40),
        Color32::from_rgb(170, 70, 0),
    ];
    pub const BLUNDER: [Color32; 2] = [
        Color32::from_rgb(242, 100, 90),
        Color32::from_rgb(190, 40, 30),
    ];
    /// A side line's moves in a study.
    pub const VARIATION: [Color32; 2] = [
        Color32::from_rgb(160, 180, 210),
        Color32::from_rgb(40, 80, 140),
    ];
    /// Behind the move on the board in a move list (its text strong).
    pub const CURRENT: [Color32; 2] = [
        Color32::from_rgb(70, 90, 60),
        Color32::from_rgb(196, 224, 176),
    ];
}

/// One of [`tint`]'s colours for the screens as they are.
pub(super) fn tinted(visuals: &egui::Visuals, pair: [egui::Color32; 2]) -> egui::Color32 {
    tone(visuals, pair)
}

fn tone(visuals: &egui::Visuals, pair: [egui::Color32; 2]) -> egui::Color32 {
    pair[usize::from(!visuals.dark_mode)]
}

/// The colour of a problem.
pub(super) fn bad(visuals: &egui::Visuals) -> egui::Color32 {
    tone(visuals, BAD)
}

/// The colour of a warning or a note.
pub(super) fn warn(visuals: &egui::Visuals) -> egui::Color32 {
    tone(visuals, WARN)
}

/// The colour of a success.
pub(super) fn good(visuals: &egui::Visuals) -> egui::Color32 {
    tone(visuals, GOOD)
}

/// A card's fill on the screens as they are now.
fn card_fill(visuals: &egui::Visuals) -> egui::Color32 {
    if visuals.dark_mode {
        DARK_CARD
    } else {
        LIGHT_CARD
    }
}

/// egui's look for dark or light screens, with Rookery's panel and weak
/// text. The dark one keeps egui's button fill (#3C3C3C), which the
/// end-to-end test finds buttons by.
pub(super) fn visuals(dark: bool) -> egui::Visuals {
    let mut v = if dark {
        egui::Visuals::dark()
    } else {
        egui::Visuals::light()
    };
    // One set of radii: controls, then menus, then windows and cards.
    for w in [
        &mut v.widgets.noninteractive,
        &mut v.widgets.inactive,
        &mut v.widgets.hovered,
        &mut v.widgets.active,
        &mut v.widgets.open,
    ] {
        w.corner_radius = egui::CornerRadius::same(CONTROL_RADIUS);
    }
    v.menu_corner_radius = egui::CornerRadius::same(CONTROL_RADIUS + 2);
    v.window_corner_radius = egui::CornerRadius::same(CARD_RADIUS);
    if dark {
        v.widgets.noninteractive.fg_stroke.color = DARK_TEXT;
        v.weak_text_color = Some(DARK_WEAK);
    } else {
        v.panel_fill = LIGHT_PANEL;
        v.weak_text_color = Some(LIGHT_WEAK);
        // Text boxes a step darker than a card, and every control's edge
        // drawn: white on a white card shows neither.
        v.extreme_bg_color = LIGHT_FIELD;
        v.widgets.inactive.bg_stroke = egui::Stroke::new(1.0, LIGHT_EDGE);
    }
    v
}

/// A Bevy colour (the board theme's) as egui's.
pub(super) fn egui_color(c: bevy::color::Color) -> egui::Color32 {
    use bevy::color::ColorToPacked;
    let [r, g, b, a] = c.to_srgba().to_u8_array();
    egui::Color32::from_rgba_unmultiplied(r, g, b, a)
}

/// The accent: the theme's dark squares.
pub(super) fn accent(theme: &Theme) -> egui::Color32 {
    egui_color(theme.dark)
}

/// A card `size` points big (fixed, so that what arrives later never moves
/// the buttons), its heading in the accent's colour with a rule under it.
pub(super) fn card<R>(
    ui: &mut egui::Ui,
    size: egui::Vec2,
    (icon, heading): (&str, &str),
    accent: egui::Color32,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    egui::Frame::new()
        .fill(card_fill(ui.visuals()))
        .corner_radius(CARD_RADIUS)
        .inner_margin(egui::Margin::same(space::INSET))
        .show(ui, |ui| {
            let inner = size - egui::Vec2::splat(2.0 * f32::from(space::INSET));
            ui.set_min_size(inner);
            ui.set_max_size(inner);
            ui.vertical(|ui| {
                ui.horizontal(|ui| {
                    // The icon painted, not a label: a screen reader reads
                    // the heading alone.
                    let (at, _) = ui.allocate_exact_size(
                        egui::Vec2::splat(size::HEADING + 4.0),
                        egui::Sense::hover(),
                    );
                    ui.painter().text(
                        at.left_center(),
                        egui::Align2::LEFT_CENTER,
                        icon,
                        egui::FontId::proportional(size::HEADING),
                        accent,
                    );
                    ui.label(
                        egui::RichText::new(heading)
                            .size(size::HEADING)
                            .strong()
                            .color(ui.visuals().strong_text_color()),
                    );
                });
                let (rule, _) = ui.allocate_exact_size(egui::vec2(36.0, 3.0), egui::Sense::hover());
                ui.painter().rect_filled(rule, 1.5, accent);
                ui.add_space(space::ITEM);
                add(ui)
            })
            .inner
        })
        .inner
}

/// Caption text: smaller and weaker.
pub(super) fn caption(text: impl Into<String>) -> egui::RichText {
    egui::RichText::new(text).size(size::CAPTION).weak()
}

/// Body text.
pub(super) fn body(text: impl Into<String>) -> egui::RichText {
    egui::RichText::new(text).size(size::BODY)
}

/// Gives egui the dark or light look when the setting or the system's
/// preference changes (and once at the start).
pub(super) fn apply_appearance(
    mut contexts: bevy_egui::EguiContexts,
    settings: bevy::prelude::Res<crate::app::held::AppSettings>,
    windows: bevy::prelude::Query<
        &bevy::window::Window,
        bevy::prelude::With<bevy::window::PrimaryWindow>,
    >,
    mut applied: bevy::prelude::Local<Option<bool>>,
) -> bevy::prelude::Result {
    let system = windows.single().ok().and_then(|w| w.window_theme);
    let dark = crate::app::view::is_dark(settings.appearance, system);
    if *applied == Some(dark) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.set_visuals_of(egui::Theme::Dark, visuals(true));
    ctx.set_visuals_of(egui::Theme::Light, visuals(false));
    // The type scale's heading for every screen's `ui.heading()`.
    ctx.all_styles_mut(|style| {
        style.text_styles.insert(
            egui::TextStyle::Heading,
            egui::FontId::proportional(size::HEADING),
        );
    });
    ctx.set_theme(if dark {
        egui::Theme::Dark
    } else {
        egui::Theme::Light
    });
    *applied = Some(dark);
    Ok(())
}

/// A button with an icon before its text, named by its text alone for a
/// screen reader (an icon's private-use character means nothing spoken).
pub(super) fn icon_button(
    ui: &mut egui::Ui,
    icon: &str,
    text: &str,
    text_size: Option<f32>,
    min_size: egui::Vec2,
    enabled: bool,
) -> egui::Response {
    let mut face = egui::RichText::new(format!("{icon}  {text}"));
    if let Some(size) = text_size {
        face = face.size(size);
    }
    let response = ui.add_enabled(enabled, egui::Button::new(face).min_size(min_size));
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, enabled, text));
    response
}

/// The text colour for a label on the accent: black or white, whichever
/// reads better on it (a theme's dark squares may be light brown or deep
/// blue; on the high-contrast theme's blue white reads 4.49:1, black 4.68).
pub(super) fn on_accent(accent: egui::Color32) -> egui::Color32 {
    let dark = egui::Color32::BLACK;
    if contrast(dark, accent) >= contrast(egui::Color32::WHITE, accent) {
        dark
    } else {
        egui::Color32::WHITE
    }
}

/// A screen's main action (Setup's Start): an icon button filled with the
/// accent, its label in [`on_accent`]'s colour; greyed as any button when
/// it cannot be pressed.
pub(super) fn primary_button(
    ui: &mut egui::Ui,
    (icon, text): (&str, &str),
    accent: egui::Color32,
    (text_size, min_size): (f32, egui::Vec2),
    enabled: bool,
) -> egui::Response {
    let mut face = egui::RichText::new(format!("{icon}  {text}")).size(text_size);
    let mut button = egui::Button::new(face.clone()).min_size(min_size);
    if enabled {
        face = face.color(on_accent(accent));
        button = egui::Button::new(face).min_size(min_size).fill(accent);
    }
    let response = ui.add_enabled(enabled, button);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, enabled, text));
    response
}

/// A form on a card of its own, `width` points wide, its height what it
/// holds (Setup's choices).
pub(super) fn form_card<R>(
    ui: &mut egui::Ui,
    width: f32,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    egui::Frame::new()
        .fill(card_fill(ui.visuals()))
        .corner_radius(CARD_RADIUS)
        .inner_margin(egui::Margin::same(space::INSET + 4))
        .show(ui, |ui| {
            ui.set_width(width - 2.0 * f32::from(space::INSET + 4));
            add(ui)
        })
        .inner
}

/// A form's row label (the left column of Setup and Settings): the body's
/// size, strong.
pub(super) fn field(ui: &egui::Ui, text: impl Into<String>) -> egui::RichText {
    egui::RichText::new(text)
        .size(size::BODY)
        .color(ui.visuals().strong_text_color())
}

/// A form's row label in a grid's left column, at the top of its row
/// (beside the first of several choices), never wrapped.
pub(super) fn row_label(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.add(egui::Label::new(field(ui, text)).extend())
    })
    .inner
}

/// A form's grid spacing: columns apart by a gap, rows by an item's.
pub(super) const FORM_SPACING: [f32; 2] = [space::GAP, space::ITEM + 2.0];

/// A screen's header: Home (back to the home screen) and the screen's
/// title with its icon, in the heading's size; `add` puts more on the
/// same row. True when Home was clicked.
pub(super) fn screen_header(
    ui: &mut egui::Ui,
    home: &str,
    (icon, title): (&str, &str),
    add: impl FnOnce(&mut egui::Ui),
) -> bool {
    ui.horizontal(|ui| {
        let back = icon_button(
            ui,
            egui_phosphor::regular::HOUSE,
            home,
            None,
            egui::Vec2::ZERO,
            true,
        )
        .clicked();
        ui.add_space(space::ITEM);
        let (at, _) =
            ui.allocate_exact_size(egui::Vec2::splat(size::HEADING + 4.0), egui::Sense::hover());
        ui.painter().text(
            at.left_center(),
            egui::Align2::LEFT_CENTER,
            icon,
            egui::FontId::proportional(size::HEADING),
            ui.visuals().weak_text_color(),
        );
        ui.label(
            egui::RichText::new(title)
                .size(size::HEADING)
                .strong()
                .color(ui.visuals().strong_text_color()),
        );
        add(ui);
        back
    })
    .inner
}

/// WCAG 2's contrast ratio of two opaque colours (1 to 21).
fn contrast(a: egui::Color32, b: egui::Color32) -> f32 {
    fn luminance(c: egui::Color32) -> f32 {
        let lin = |v: u8| {
            let v = f32::from(v) / 255.0;
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * lin(c.r()) + 0.7152 * lin(c.g()) + 0.0722 * lin(c.b())
    }
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_contrast_formula_gives_wcags_figures() {
        // WCAG's own extremes, and #777 on white, 4.48:1 (a known fail).
        let white = egui::Color32::WHITE;
        assert!((contrast(egui::Color32::BLACK, white) - 21.0).abs() < 0.01);
        assert!((contrast(white, white) - 1.0).abs() < 0.001);
        let grey = contrast(egui::Color32::from_gray(0x77), white);
        assert!((grey - 4.48).abs() < 0.01, "{grey}");
    }

    #[test]
    fn text_reads_at_aa_on_panels_and_cards_dark_and_light() {
        for dark in [true, false] {
            let v = visuals(dark);
            for (ground, name) in [(v.panel_fill, "panel"), (card_fill(&v), "card")] {
                for (text, which) in [
                    (v.text_color(), "text"),
                    (v.weak_text_color(), "weak text"),
                    (v.strong_text_color(), "strong text"),
                    (bad(&v), "a problem"),
                    (warn(&v), "a warning"),
                    (good(&v), "a success"),
                ] {
                    let ratio = contrast(text, ground);
                    println!("dark {dark}: {which} on the {name}: {ratio:.2}:1");
                    assert!(
                        ratio >= 4.5,
                        "dark {dark}: {which} on the {name} is {ratio:.2}:1"
                    );
                }
            }
            // The marks and side lines on the panel; the current move's
            // text on its background.
            for (pair, which) in [
                (tint::INACCURACY, "an inaccuracy"),
                (tint::MISTAKE, "a mistake"),
                (tint::BLUNDER, "a blunder"),
                (tint::VARIATION, "a side line"),
            ] {
                let ratio = contrast(tinted(&v, pair), v.panel_fill);
                println!("dark {dark}: {which} on the panel: {ratio:.2}:1");
                assert!(ratio >= 4.5, "dark {dark}: {which} {ratio:.2}:1");
            }
            let ratio = contrast(v.strong_text_color(), tinted(&v, tint::CURRENT));
            println!("dark {dark}: the current move: {ratio:.2}:1");
            assert!(ratio >= 4.5, "dark {dark}: the current move {ratio:.2}:1");
            // The main action's label on every theme's accent.
            for name in crate::persist::ThemeName::ALL {
                let accent = accent(&Theme::named(name));
                let ratio = contrast(on_accent(accent), accent);
                println!("dark {dark}: the main action's label on {accent:?}: {ratio:.2}:1");
                assert!(ratio >= 4.5, "on the accent {accent:?}: {ratio:.2}:1");
            }
            // A button's label on its fill.
            let button = v.widgets.inactive;
            let ratio = contrast(button.fg_stroke.color, button.weak_bg_fill);
            println!("dark {dark}: a button's label on its fill: {ratio:.2}:1");
            assert!(ratio >= 4.5, "dark {dark}: button text {ratio:.2}:1");
        }
    }
}
