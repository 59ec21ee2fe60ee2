//! Which presses egui keeps from the board: those where the pointer is over
//! one of egui's panels or windows *now*, in the frame of the press.
//!
//! bevy_egui's own capture (`capture_pointer_input_system`) runs at the end
//! of a frame and asks egui about the pointer where egui last saw it; its
//! answer reaches picking in the next frame. When a frame is slow (a loaded
//! machine, a software renderer) the window hands over a move onto the
//! board and the press there in one frame, and that answer is still the one
//! for the button the pointer just left: the board's press went to egui and
//! the piece was not picked up, a click lost. It is turned off on the
//! camera (see `view::window`) and this system answers instead, in the
//! frame's picking, from the pointer's position in that frame, with egui's
//! own rule (`Context::egui_wants_pointer_input`): egui takes the pointer
//! while one of its widgets is in use (a slider dragged), or where one of
//! its layers lies when no button is held (a drag begun on the board goes
//! on over a panel).

use bevy::camera::NormalizedRenderTarget;
use bevy::picking::PickingSystems;
use bevy::picking::backend::{HitData, PointerHits};
use bevy::picking::pointer::{PointerId, PointerLocation, PointerPress};
use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiPickingOrder, EguiPreUpdateSet, EguiZoomFactor, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        capture_where_the_pointer_is
            .in_set(PickingSystems::Backend)
            // egui's state as its last pass left it: its layers and the
            // widget in use, before this frame's pass begins.
            .before(EguiPreUpdateSet::BeginPass),
    );
}

/// Whether egui takes a pointer at `pos` (egui's points), with a button
/// held (`down`) or not: egui's rule, at a position given rather than the
/// last one egui was told.
pub(crate) fn egui_takes(ctx: &egui::Context, pos: egui::Pos2, down: bool) -> bool {
    // Background layers do not count: egui's rule counts them only outside
    // what the root of `Context::run_ui` left free, and bevy_egui's pass
    // uses none of its root (the panels draw in roots of their own).
    let over = ctx
        .layer_id_at(pos)
        .is_some_and(|layer| layer.order != egui::Order::Background);
    ctx.egui_is_using_pointer() || (!down && over)
}

/// Reports egui's context as the top hit for each pointer egui takes,
/// which blocks the board below it.
fn capture_where_the_pointer_is(
    pointers: Query<(&PointerId, &PointerLocation, &PointerPress)>,
    mut contexts: Query<(Entity, &mut EguiContext, &EguiZoomFactor, &Camera)>,
    order: Res<EguiPickingOrder>,
    mut hits: MessageWriter<PointerHits>,
) {
    for (pointer, location, press) in &pointers {
        let Some(location) = &location.location else {
            continue;
        };
        if !matches!(location.target, NormalizedRenderTarget::Window(_)) {
            continue;
        }
        for (entity, mut context, zoom, camera) in &mut contexts {
            let at = location.position / zoom.zoom_factor;
            if egui_takes(
                context.get_mut(),
                egui::pos2(at.x, at.y),
                press.is_any_pressed(),
            ) {
                hits.write(PointerHits::new(
                    *pointer,
                    vec![(entity, HitData::new(entity, 0.0, None, None))],
                    camera.order as f32 + **order,
                ));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::window::WindowRef;

    /// A context whose last pass drew a window from (20, 20) over 200 points and more each way
    /// with the pointer resting on it, as after a click on a button there.
    fn context_with_a_window() -> EguiContext {
        let mut context = EguiContext::default();
        let ctx = context.get_mut().clone();
        let input = |events| egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(1280.0, 800.0),
            )),
            events,
            ..Default::default()
        };
        for _ in 0..3 {
            // As bevy_egui runs a pass.
            ctx.begin_pass(input(vec![egui::Event::PointerMoved(egui::pos2(
                100.0, 100.0,
            ))]));
            egui::Window::new("a window")
                .fixed_pos(egui::pos2(20.0, 20.0))
                .show(&ctx, |ui| ui.allocate_space(egui::vec2(200.0, 200.0)));
            ctx.end_pass().drop_without_applying_deltas();
        }
        assert!(
            ctx.egui_wants_pointer_input(),
            "egui's own answer, where it saw the pointer"
        );
        context
    }

    /// The hits reported in one update with the pointer at `at` (logical
    /// pixels, the zoom `zoom`), no button held.
    fn hits_at(at: Vec2, zoom: f32) -> usize {
        let mut app = App::new();
        app.add_message::<PointerHits>()
            .insert_resource(EguiPickingOrder(0.6))
            .add_systems(Update, capture_where_the_pointer_is);
        app.world_mut().spawn((
            context_with_a_window(),
            EguiZoomFactor { zoom_factor: zoom },
            Camera::default(),
        ));
        let window = app.world_mut().spawn_empty().id();
        let target = WindowRef::Entity(window)
            .normalize(None)
            .expect("an entity's window");
        app.world_mut().spawn((
            PointerId::Mouse,
            PointerLocation::new(bevy::picking::pointer::Location {
                target: NormalizedRenderTarget::Window(target),
                position: at,
            }),
            PointerPress::default(),
        ));
        app.update();
        let messages = app.world().resource::<Messages<PointerHits>>();
        messages.iter_current_update_messages().count()
    }

    #[test]
    fn a_press_on_the_board_is_not_taken_for_the_button_the_pointer_left() {
        // egui last saw the pointer on its window; the pointer is now on
        // the board, where the press of this frame happens.
        assert_eq!(hits_at(Vec2::new(600.0, 400.0), 1.0), 0);
    }

    #[test]
    fn a_press_on_an_egui_window_is_egui_s() {
        assert_eq!(hits_at(Vec2::new(100.0, 100.0), 1.0), 1);
        assert_eq!(hits_at(Vec2::new(30.0, 210.0), 1.0), 1);
        // At twice the text size the window's (20, 20)-(220, 220) points
        // are (40, 40)-(440, 440) pixels and more.
        assert_eq!(hits_at(Vec2::new(400.0, 400.0), 2.0), 1);
        assert_eq!(hits_at(Vec2::new(800.0, 400.0), 2.0), 0);
    }

    #[test]
    fn a_drag_from_the_board_over_a_window_stays_the_board_s() {
        let mut context = context_with_a_window();
        let ctx = context.get_mut();
        assert!(egui_takes(ctx, egui::pos2(100.0, 100.0), false));
        assert!(!egui_takes(ctx, egui::pos2(100.0, 100.0), true));
    }
}
