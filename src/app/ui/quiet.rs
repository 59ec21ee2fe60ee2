//! An idle window draws nothing: bevy_egui 0.42 hands egui a "modifier
//! keys changed" event every frame, changed or not (`write_egui_input_system`),
//! egui takes any event as a reason to paint again at once, and bevy_egui
//! then asks the window for another frame: the window redrew without end
//! (two cores busy on the main menu, untouched). This keeps only the
//! events that say something new, where bevy_egui's documentation says
//! input may be changed (after reading, before the pass).

use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        drop_unchanged_modifiers
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

/// Removes each context's "modifiers changed" events that repeat the
/// modifiers egui already has. A focus change (after which egui forgets
/// the keys held) keeps them all. (bevy_egui has written each input this
/// frame already, so changing it here marks nothing new.)
pub(super) fn drop_unchanged_modifiers(
    mut inputs: Query<(Entity, &mut EguiInput)>,
    mut known: Local<HashMap<Entity, egui::Modifiers>>,
) {
    for (entity, mut input) in &mut inputs {
        let focus_changed = input
            .events
            .iter()
            .any(|e| matches!(e, egui::Event::WindowFocused(_)));
        let mut last = if focus_changed {
            None
        } else {
            known.get(&entity).copied()
        };
        input.events.retain(|e| match e {
            egui::Event::ModifiersChanged(m) => {
                let new = last != Some(*m);
                last = Some(*m);
                new
            }
            _ => true,
        });
        match last {
            Some(m) => known.insert(entity, m),
            None => known.remove(&entity),
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn events_after(frames: &[Vec<egui::Event>]) -> Vec<Vec<egui::Event>> {
        let mut app = App::new();
        app.add_systems(Update, drop_unchanged_modifiers);
        let entity = app.world_mut().spawn(EguiInput::default()).id();
        frames
            .iter()
            .map(|events| {
                app.world_mut().get_mut::<EguiInput>(entity).unwrap().events = events.clone();
                app.update();
                app.world().get::<EguiInput>(entity).unwrap().events.clone()
            })
            .collect()
    }

    #[test]
    fn only_a_change_of_modifiers_reaches_egui() {
        let none = egui::Event::ModifiersChanged(egui::Modifiers::NONE);
        let shift = egui::Event::ModifiersChanged(egui::Modifiers::SHIFT);
        let seen = events_after(&[
            vec![none.clone()],
            vec![none.clone()],
            vec![shift.clone()],
            vec![shift.clone()],
            vec![egui::Event::WindowFocused(true), shift.clone()],
            vec![none.clone()],
        ]);
        assert_eq!(
            seen,
            [
                vec![none.clone()],
                vec![],
                vec![shift.clone()],
                vec![],
                vec![egui::Event::WindowFocused(true), shift],
                vec![none],
            ]
        );
    }
}
