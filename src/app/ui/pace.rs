//! Every click where it happened. egui decides which widget a pass's
//! presses and releases belong to by one hit test, at the pointer's last
//! position in that pass's input (`Context::begin_pass`), and a widget's
//! `interact_pointer_pos` is that last position too. When a frame is slow
//! (a loaded machine, a software renderer) the window hands over
//! everything that happened meanwhile in one pass: a move onto a square,
//! the press, the release and a move away. egui then gives the click to
//! whatever lies under the last position, or to nothing, and a player's
//! click is lost: a right-click in the board editor, a library row, a
//! window's close cross.
//!
//! So each frame's input is cut after a pointer button's event whenever the
//! pointer moves on later in that frame (or leaves the window): the rest
//! waits for the next pass, which is asked for at once. Every press and
//! release reaches egui with the pointer still where it happened, in
//! order, and the keys typed after it follow in the next pass. A press and
//! a release in one place stay in one pass (a click, however slow the
//! frame).
//!
//! Two of egui's timings are measured between passes, not between the
//! events (Bevy's input carries no times), so a slow frame stretches them:
//! a press held past egui's 0.8 s is no click for egui (no desktop toolkit
//! limits a click's length), and two clicks 0.3 s apart (egui's limit;
//! GNOME's is 0.4 s, Windows' 0.5 s) are no double-click once a frame
//! between them is slow. Rookery takes a click of any length, as desktop
//! toolkits do, and a double-click within half a second.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::{EguiContexts, EguiInput, EguiPreUpdateSet, EguiPrimaryContextPass, egui};

/// The longest gap between two clicks that still makes a double-click
/// (seconds): Windows' default, a little longer than GNOME's 0.4 s.
pub(crate) const DOUBLE_CLICK_DELAY: f64 = 0.5;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        pace_pointer_events
            .after(EguiPreUpdateSet::ProcessInput)
            .after(super::quiet::drop_unchanged_modifiers)
            .after(super::a11y_actions::take_requests)
            .before(EguiPreUpdateSet::BeginPass),
    )
    .add_systems(EguiPrimaryContextPass, click_timings);
}

/// egui's click timings, set once: a click of any length, a double-click
/// within [`DOUBLE_CLICK_DELAY`].
fn click_timings(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    contexts.ctx_mut()?.options_mut(set_click_timings);
    *done = true;
    Ok(())
}

/// Rookery's click timings in egui's options (see the module's comment).
pub(crate) fn set_click_timings(options: &mut egui::Options) {
    options.input_options.max_click_duration = f64::INFINITY;
    options.input_options.max_double_click_delay = DOUBLE_CLICK_DELAY;
}

/// The events of a context that wait for its next pass, and the pointer
/// buttons held down as far as egui has been told.
#[derive(Debug, Default)]
pub(crate) struct Pacer {
    waiting: Vec<egui::Event>,
    down: u8,
}

impl Pacer {
    /// The events for this pass: those that waited, then `new`, up to the
    /// first cut ([`cut_at`]); the rest waits for the next pass.
    pub(crate) fn pass(&mut self, new: Vec<egui::Event>) -> Vec<egui::Event> {
        let mut events = std::mem::take(&mut self.waiting);
        events.extend(new);
        let cut = cut_at(&events, self.down != 0);
        self.waiting = events.split_off(cut);
        for event in &events {
            if let egui::Event::PointerButton {
                button, pressed, ..
            } = event
            {
                let bit = 1 << *button as u8;
                if *pressed {
                    self.down |= bit;
                } else {
                    self.down &= !bit;
                }
            }
        }
        events
    }

    /// Whether events wait for another pass.
    pub(crate) fn is_waiting(&self) -> bool {
        !self.waiting.is_empty()
    }
}

/// Where a pass's events must end, so that egui reads each press and
/// release where it happened: before the first pointer event that
/// follows a button's event at another place (a move elsewhere, a press or
/// release elsewhere, the pointer leaving the window), and before a
/// release that follows motion with a button held (`down`: held when the
/// pass begins), since egui starts a drag only in a pass after the motion
/// and before the release. The whole list when there is no such event.
pub(crate) fn cut_at(events: &[egui::Event], down: bool) -> usize {
    let mut down = down;
    let mut button_at: Option<egui::Pos2> = None;
    let mut dragged = false;
    for (i, event) in events.iter().enumerate() {
        match event {
            egui::Event::PointerButton { pos, pressed, .. } => {
                if button_at.is_some_and(|at| at != *pos) || (!pressed && dragged) {
                    return i;
                }
                button_at = Some(*pos);
                down = *pressed;
            }
            egui::Event::PointerMoved(pos) => {
                if button_at.is_some_and(|at| at != *pos) {
                    return i;
                }
                dragged |= down && button_at.is_none();
            }
            egui::Event::PointerGone if button_at.is_some() => return i,
            _ => {}
        }
    }
    events.len()
}

/// Holds back, in each egui context's input, what must wait for the next
/// pass, and asks for that pass.
fn pace_pointer_events(
    mut inputs: Query<(Entity, &mut EguiInput)>,
    mut pacers: Local<HashMap<Entity, Pacer>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let mut again = false;
    for (entity, mut input) in &mut inputs {
        let pacer = pacers.entry(entity).or_default();
        if input.events.is_empty() && !pacer.is_waiting() {
            continue;
        }
        let new = std::mem::take(&mut input.events);
        input.events = pacer.pass(new);
        again |= pacer.is_waiting();
    }
    if again {
        redraw.write(RequestRedraw);
    }
}

/// For tests of the screens' widgets: runs `ui` in `ctx` for one frame
/// whose input is `events`, in as many passes as the pacer makes of them
/// (the first pass also lays out what a pass before it would have), with
/// Rookery's click timings. Returns what `ui` returned in each pass.
#[cfg(test)]
pub(crate) fn frame<T>(
    ctx: &egui::Context,
    pacer: &mut Pacer,
    time: &mut f64,
    events: Vec<egui::Event>,
    mut ui: impl FnMut(&egui::Context) -> T,
) -> Vec<T> {
    ctx.options_mut(set_click_timings);
    let mut out = Vec::new();
    let mut new = events;
    loop {
        *time += 0.05;
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(1280.0, 800.0),
            )),
            time: Some(*time),
            events: pacer.pass(std::mem::take(&mut new)),
            ..Default::default()
        };
        // As bevy_egui runs a pass; nothing renders, so the pass's texture
        // changes are dropped.
        ctx.begin_pass(input);
        out.push(ui(ctx));
        ctx.end_pass().drop_without_applying_deltas();
        if !pacer.is_waiting() {
            return out;
        }
    }
}

/// For tests: where each named control of one pass of `ui` in `ctx` is
/// drawn (the names a screen reader reads, from egui's AccessKit tree).
#[cfg(test)]
pub(crate) fn named_rects<T>(
    ctx: &egui::Context,
    time: &mut f64,
    mut ui: impl FnMut(&egui::Context) -> T,
) -> Vec<(String, egui::Rect)> {
    use egui::accesskit::Rect as Bounds;
    ctx.enable_accesskit();
    // Two passes: a window lays itself out unseen in its first.
    frame(ctx, &mut Pacer::default(), time, vec![], &mut ui);
    *time += 0.05;
    ctx.begin_pass(egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 800.0),
        )),
        time: Some(*time),
        ..Default::default()
    });
    ui(ctx);
    let output = ctx.end_pass();
    let nodes = output
        .platform_output
        .accesskit_update
        .clone()
        .map(|u| u.nodes)
        .unwrap_or_default();
    output.drop_without_applying_deltas();
    nodes
        .iter()
        .filter_map(|(_, node)| {
            let name = node.label().or(node.value())?.to_string();
            let Bounds { x0, y0, x1, y1 } = node.bounds()?;
            let rect = egui::Rect::from_min_max(
                egui::pos2(x0 as f32, y0 as f32),
                egui::pos2(x1 as f32, y1 as f32),
            );
            Some((name, rect))
        })
        .collect()
}

/// For tests: the centre of the control named `name` in `rects`.
#[cfg(test)]
pub(crate) fn centre_of(rects: &[(String, egui::Rect)], name: &str) -> egui::Pos2 {
    rects
        .iter()
        .find(|(n, _)| n == name)
        .unwrap_or_else(|| panic!("no control named {name:?} among {rects:?}"))
        .1
        .center()
}

/// For tests: a point off every screen's controls.
#[cfg(test)]
pub(crate) const AWAY: egui::Pos2 = egui::pos2(1200.0, 780.0);

/// For tests: the pointer moved to `at`.
#[cfg(test)]
pub(crate) fn moved(at: egui::Pos2) -> egui::Event {
    egui::Event::PointerMoved(at)
}

/// For tests: `button` pressed (or released) at `at`.
#[cfg(test)]
pub(crate) fn button_at(at: egui::Pos2, button: egui::PointerButton, pressed: bool) -> egui::Event {
    egui::Event::PointerButton {
        pos: at,
        button,
        pressed,
        modifiers: egui::Modifiers::NONE,
    }
}

/// For tests: one frame's input of a click of `button` at `at`: the
/// pointer moved there, pressed and released, then, with `then`, moved on
/// to `then` within the same frame.
#[cfg(test)]
pub(crate) fn click_frame(
    at: egui::Pos2,
    button: egui::PointerButton,
    then: Option<egui::Pos2>,
) -> Vec<egui::Event> {
    let mut events = vec![
        moved(at),
        button_at(at, button, true),
        button_at(at, button, false),
    ];
    events.extend(then.map(moved));
    events
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moved(x: f32, y: f32) -> egui::Event {
        egui::Event::PointerMoved(egui::pos2(x, y))
    }

    fn button(x: f32, y: f32, pressed: bool) -> egui::Event {
        egui::Event::PointerButton {
            pos: egui::pos2(x, y),
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        }
    }

    fn key(k: egui::Key) -> egui::Event {
        egui::Event::Key {
            key: k,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
        }
    }

    #[test]
    fn a_click_and_a_move_away_in_one_frame_are_two_passes() {
        let mut pacer = Pacer::default();
        let frame = vec![
            moved(10.0, 10.0),
            button(10.0, 10.0, true),
            button(10.0, 10.0, false),
            moved(300.0, 200.0),
            key(egui::Key::A),
        ];
        assert_eq!(pacer.pass(frame.clone()), frame[..3]);
        assert!(pacer.is_waiting());
        // The next frame's own events come after those that waited.
        let next = vec![moved(301.0, 200.0)];
        assert_eq!(
            pacer.pass(next.clone()),
            [frame[3].clone(), frame[4].clone(), next[0].clone()]
        );
        assert!(!pacer.is_waiting());
    }

    #[test]
    fn a_fast_drag_is_a_press_then_the_rest() {
        // Pressed at one place, released at another, in one frame.
        let frame = vec![
            button(10.0, 10.0, true),
            moved(50.0, 10.0),
            moved(90.0, 10.0),
            button(90.0, 10.0, false),
        ];
        let mut pacer = Pacer::default();
        assert_eq!(pacer.pass(frame.clone()), frame[..1]);
        // The motion with the button held, then the release on its own.
        assert_eq!(pacer.pass(vec![]), frame[1..3]);
        assert_eq!(pacer.pass(vec![]), frame[3..]);
        assert!(!pacer.is_waiting());
    }

    #[test]
    fn what_happens_in_one_place_stays_in_one_pass() {
        // Moves before the buttons, a double-click, keys, a move onto the
        // same point: nothing to cut.
        let frame = vec![
            moved(1.0, 1.0),
            moved(10.0, 10.0),
            button(10.0, 10.0, true),
            button(10.0, 10.0, false),
            button(10.0, 10.0, true),
            button(10.0, 10.0, false),
            key(egui::Key::Enter),
            moved(10.0, 10.0),
        ];
        assert_eq!(cut_at(&frame, false), frame.len());
        assert_eq!(cut_at(&[], false), 0);
        // Leaving the window after a click is another pass.
        let gone = [button(10.0, 10.0, false), egui::Event::PointerGone];
        assert_eq!(cut_at(&gone, true), 1);
    }
}
