//! A screen reader's actions reach egui: a button pressed through AT-SPI
//! ("click" on New Game, a radio chosen, a box focused) is an AccessKit
//! action request, which Bevy's winit layer queues and bevy_egui 0.42 does
//! not hand on. Each frame takes the queued requests into the primary
//! egui context's input, before its pass. The window draws only when woken
//! (`wake`) and Bevy's queue wakes nothing, so a thread looks at the
//! queues twenty times a second (a lock and a length: no measurable CPU)
//! and wakes the window when a request waits.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::prelude::*;
use bevy::winit::accessibility::{WinitActionRequestHandler, WinitActionRequestHandlers};
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};
use bevy_egui::{EguiInput, EguiPreUpdateSet, PrimaryEguiContext, egui};

/// How often the thread looks for requests.
const LOOK_EVERY: Duration = Duration::from_millis(50);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        (
            take_requests
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
            watch_queues.run_if(|h: Option<Res<WinitActionRequestHandlers>>| {
                h.is_some_and(|h| h.is_changed())
            }),
        ),
    );
}

/// The requests queued since the last frame go into egui's input.
pub(super) fn take_requests(
    handlers: Option<Res<WinitActionRequestHandlers>>,
    mut inputs: Query<&mut EguiInput, With<PrimaryEguiContext>>,
) {
    let Some(handlers) = handlers else { return };
    for handler in handlers.values() {
        let mut queue = handler.lock().unwrap_or_else(|p| p.into_inner());
        if queue.is_empty() {
            continue;
        }
        for request in queue.drain(..) {
            for mut input in &mut inputs {
                input
                    .events
                    .push(egui::Event::AccessKitActionRequest(request.clone()));
            }
        }
    }
}

/// Starts a thread that wakes the window when a queue has a request (once
/// the window's queue exists: a screen reader's first request may come
/// before any frame would run to start it later).
fn watch_queues(
    handlers: Option<Res<WinitActionRequestHandlers>>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
    mut started: Local<bool>,
) {
    let (Some(handlers), Some(proxy)) = (handlers, proxy) else {
        return;
    };
    if *started {
        return;
    }
    let proxy = (**proxy).clone();
    let queues: Vec<Arc<Mutex<WinitActionRequestHandler>>> = handlers.values().cloned().collect();
    if queues.is_empty() {
        return;
    }
    *started = true;
    let spawned = std::thread::Builder::new()
        .name("a11y-actions".into())
        .spawn(move || {
            loop {
                std::thread::sleep(LOOK_EVERY);
                let waiting = queues
                    .iter()
                    .any(|q| !q.lock().unwrap_or_else(|p| p.into_inner()).is_empty());
                if waiting && proxy.send_event(WinitUserEvent::WakeUp).is_err() {
                    // The event loop is gone: the program is ending.
                    return;
                }
                // A window's queue dropped by Bevy leaves only this thread
                // holding it: nothing more to watch.
                if queues.iter().all(|q| Arc::strong_count(q) == 1) {
                    return;
                }
            }
        });
    if let Err(e) = spawned {
        warn!("the screen reader's actions will wait for the next frame: {e}");
    }
}
