//! Waking the window from a thread. The window draws a frame only when
//! something happens (`WinitSettings::desktop_app`); a thread that answers
//! (the engine's lines, the library's table, an import's progress, the
//! explorer) wakes it so that the answer is taken and shown at once, and
//! an idle window draws nothing meanwhile.

use bevy::prelude::*;
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};

/// Wakes the window's event loop (does nothing without a window: headless
/// tests run their frames themselves).
pub type Wake = Box<dyn Fn() + Send>;

/// A [`Wake`] for the window of `proxy`, when there is one.
pub fn waker(proxy: Option<&Res<EventLoopProxyWrapper>>) -> Wake {
    match proxy {
        Some(proxy) => {
            let proxy = (***proxy).clone();
            Box::new(move || {
                let _ = proxy.send_event(WinitUserEvent::WakeUp);
            })
        }
        None => Box::new(|| {}),
    }
}

/// Whether the moment `due` (seconds of real time) has come: then it is
/// cleared; until then the window is kept drawing frames (an idle window
/// draws none and would never see it come). For a trainer's moves played
/// a moment apart.
pub fn moment_came(
    due: &mut Option<f64>,
    time: &Time<Real>,
    redraw: &mut MessageWriter<bevy::window::RequestRedraw>,
) -> bool {
    let Some(at) = *due else { return false };
    if time.elapsed_secs_f64() < at {
        redraw.write(bevy::window::RequestRedraw);
        return false;
    }
    *due = None;
    true
}
