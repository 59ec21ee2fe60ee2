//! What a screen reader is given of the controls (AccessKit's tree, as
//! egui hands it over), and where Tab goes when a window opens.

use bevy_egui::egui;
use bevy_egui::egui::accesskit::{Node, NodeId, Role};

use super::settings::settings_controls;
use super::widgets::keep_keys_in;
use crate::app::i18n::{Language, Tr};
use crate::persist::{Settings, ThemeName};

/// The accessibility nodes of one frame drawn by `draw`.
fn tree(mut draw: impl FnMut(&mut egui::Ui)) -> Vec<(NodeId, Node)> {
    let ctx = egui::Context::default();
    ctx.enable_accesskit();
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(900.0, 900.0),
        )),
        ..Default::default()
    };
    let output = ctx.run_ui(input, |ui| draw(ui));
    let nodes = output
        .platform_output
        .accesskit_update
        .clone()
        .expect("AccessKit is on")
        .nodes;
    // Nothing renders this frame, so its texture changes are dropped.
    output.drop_without_applying_deltas();
    nodes
}

/// The name a screen reader reads for `node`: its own label, or else the
/// words of the labels it is labelled by (as AccessKit's consumer makes it).
fn name(node: &Node, all: &[(NodeId, Node)]) -> String {
    if let Some(label) = node.label() {
        return label.to_string();
    }
    node.labelled_by()
        .iter()
        .filter_map(|id| all.iter().find(|(i, _)| i == id))
        .filter_map(|(_, n)| n.value().or(n.label()).map(str::to_string))
        .collect::<Vec<_>>()
        .join(" ")
}

fn named(role: Role, all: &[(NodeId, Node)]) -> Vec<String> {
    all.iter()
        .filter(|(_, n)| n.role() == role)
        .map(|(_, n)| name(n, all))
        .collect()
}

fn settings_tree(language: Language, settings: &Settings) -> Vec<(NodeId, Node)> {
    let tr = Tr::new(language);
    let mut s = settings.clone();
    tree(|ui| settings_controls(ui, &mut s, &tr))
}

#[test]
fn settings_menus_say_what_they_choose_and_the_choice() {
    let settings = Settings {
        theme: ThemeName::HighContrast,
        ..Settings::default()
    };
    let all = settings_tree(Language::English, &settings);
    let menus = named(Role::ComboBox, &all);
    // The words as Settings shows them (assets/locales/en: settings-board,
    // theme-high-contrast, settings-language).
    assert!(
        menus.contains(&"Board: High contrast".to_string()),
        "{menus:?}"
    );
    assert!(
        menus.iter().any(|m| m.starts_with("Language: ")),
        "{menus:?}"
    );
    let all = settings_tree(Language::German, &settings);
    let menus = named(Role::ComboBox, &all);
    assert!(
        menus.contains(&"Brett: Hoher Kontrast".to_string()),
        "{menus:?}"
    );
}

#[test]
fn settings_text_box_is_named_by_the_words_beside_it() {
    let all = settings_tree(Language::English, &Settings::default());
    let boxes = named(Role::TextInput, &all);
    assert_eq!(boxes, ["Your names"], "{boxes:?}");
}

/// Tab pressed while a control of the screen behind has the keys, with a
/// window open that keeps the keys in it: the keys go to the window's
/// first control, not to the next control behind it.
#[test]
fn tab_goes_into_the_window_that_keeps_the_keys() {
    let ctx = egui::Context::default();
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(600.0, 400.0));
    let mut ids = (egui::Id::NULL, egui::Id::NULL, egui::Id::NULL);
    let frame =
        |events: Vec<egui::Event>, window: bool, ids: &mut (egui::Id, egui::Id, egui::Id)| {
            let input = egui::RawInput {
                screen_rect: Some(screen),
                events,
                ..Default::default()
            };
            let output = ctx.run_ui(input, |ui| {
                ids.0 = ui.button("behind 1").id;
                ids.1 = ui.button("behind 2").id;
                if window {
                    egui::Window::new("window")
                        .collapsible(false)
                        // As Rookery's windows: no Tab stop on the title.
                        .drag_area(egui::WindowDrag::Anywhere)
                        .show(&ui.ctx().clone(), |ui| {
                            keep_keys_in(ui);
                            ids.2 = ui.button("in the window").id;
                        });
                }
            });
            output.drop_without_applying_deltas();
        };
    let tab = || {
        vec![egui::Event::Key {
            key: egui::Key::Tab,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
        }]
    };
    frame(vec![], false, &mut ids);
    ctx.memory_mut(|m| m.request_focus(ids.0));
    frame(vec![], false, &mut ids);
    assert_eq!(ctx.memory(|m| m.focused()), Some(ids.0));
    // The window opens; two frames for it to be laid out and take the keys.
    frame(vec![], true, &mut ids);
    frame(vec![], true, &mut ids);
    frame(tab(), true, &mut ids);
    frame(vec![], true, &mut ids);
    assert_eq!(
        ctx.memory(|m| m.focused()),
        Some(ids.2),
        "Tab went to {:?}, not the window's button {:?} (behind: {:?}, {:?})",
        ctx.memory(|m| m.focused()),
        ids.2,
        ids.0,
        ids.1
    );
}
