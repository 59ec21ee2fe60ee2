//! Input that reached the window while its event loop slept, on X11.
//!
//! The window draws only when something happens (`WinitSettings::desktop_app`):
//! winit sleeps in `poll` on the X connection's socket until it is readable.
//! The graphics driver shares that connection (Vulkan's X11 surface, Mesa's
//! present thread) and reads from the socket on its own threads; an event
//! that arrives while it reads lands in the connection's queue, the socket
//! is empty again, and winit sleeps on with the event unseen until the next
//! one comes (winit issue #1985 describes the race). A player's press on a
//! piece was taken only at its release, or after it; on a loaded machine,
//! one press in a few hundred. (Seen in `make e2e-stress`: a press on e2
//! logged by the board 20 s after it was made, in the same instant as the
//! release the test sent when it gave up.)
//!
//! So a thread looks at the connection's queue every [`CHECK_EVERY`]
//! (`XPending`: Xlib's lock, one non-blocking read) and wakes the event
//! loop when events wait there; winit then reads them as usual. An idle
//! window with nothing waiting is never woken. Other platforms, and X11
//! without libX11 to load, have no such thread.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::app::AppExit;
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RawHandleWrapper};
use bevy::winit::EventLoopProxyWrapper;

use crate::app::wake::{Wake, waker};

/// How often the thread looks: a press waits at most this long beyond the
/// frame that takes it.
const CHECK_EVERY: Duration = Duration::from_millis(30);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, start.run_if(not(resource_exists::<Watching>)))
        .add_systems(Last, stop.run_if(on_message::<AppExit>));
}

/// The thread's stop flag, once the window is there (`None`: no thread).
/// Its lock is held while the thread uses the connection, so that setting
/// it before the event loop closes the connection leaves the thread off it.
#[derive(Resource)]
struct Watching(Option<Arc<Mutex<bool>>>);

/// Starts the thread once the primary window has its handles.
fn start(
    mut commands: Commands,
    windows: Query<&RawHandleWrapper, With<PrimaryWindow>>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
) {
    let Ok(handles) = windows.single() else {
        return; // Not made yet: the next frame looks again.
    };
    let stop = Arc::new(Mutex::new(false));
    let started = match pending_check(handles) {
        Some(pending) if proxy.is_some() => {
            let wake = waker(proxy.as_ref());
            let flag = stop.clone();
            std::thread::Builder::new()
                .name("x11 wake".into())
                .spawn(move || watch(pending, wake, &flag, CHECK_EVERY))
                .is_ok()
        }
        _ => false,
    };
    commands.insert_resource(Watching(started.then_some(stop)));
}

fn stop(watching: Option<Res<Watching>>) {
    if let Some(Watching(Some(flag))) = watching.as_deref()
        && let Ok(mut stopped) = flag.lock()
    {
        *stopped = true;
    }
}

/// Every `every`, while not stopped: wakes the event loop when `pending`
/// says events wait. The stop flag's lock is held across the check.
fn watch(mut pending: impl FnMut() -> bool, wake: Wake, stopped: &Mutex<bool>, every: Duration) {
    loop {
        std::thread::sleep(every);
        let Ok(stopped) = stopped.lock() else {
            return;
        };
        if *stopped {
            return;
        }
        if pending() {
            wake();
        }
    }
}

/// Whether events wait on the window's X connection, as a check the
/// thread can run; `None` when the window is not on X11 or libX11 does not
/// load.
#[cfg(target_os = "linux")]
fn pending_check(handles: &RawHandleWrapper) -> Option<impl FnMut() -> bool + Send + 'static> {
    use raw_window_handle::RawDisplayHandle;
    let RawDisplayHandle::Xlib(xlib) = handles.get_display_handle() else {
        return None;
    };
    let display = xlib.display?.as_ptr() as usize;
    let lib = x11_dl::xlib::Xlib::open().ok()?;
    Some(move || {
        // SAFETY: `display` is winit's open connection, made thread-safe by
        // winit's XInitThreads before it was opened; it stays open while
        // the event loop runs, and the thread stops (under the stop flag's
        // lock, see `Watching`) before the loop ends and closes it.
        // XPending takes Xlib's own lock and reads without blocking.
        unsafe { (lib.XPending)(display as *mut x11_dl::xlib::Display) > 0 }
    })
}

#[cfg(not(target_os = "linux"))]
fn pending_check(_: &RawHandleWrapper) -> Option<impl FnMut() -> bool + Send + 'static> {
    None::<fn() -> bool>
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// Runs `watch` on a thread with `pending`'s answers in turn (then
    /// none), until they are used up; returns the wakes.
    fn wakes_for(answers: Vec<bool>) -> usize {
        let woken = Arc::new(AtomicUsize::new(0));
        let stop = Arc::new(Mutex::new(false));
        let asked = Arc::new(AtomicUsize::new(0));
        let (w, s, a) = (woken.clone(), stop.clone(), asked.clone());
        let n = answers.len();
        let thread = std::thread::spawn(move || {
            let mut answers = answers.into_iter();
            watch(
                move || {
                    a.fetch_add(1, Ordering::SeqCst);
                    answers.next().unwrap_or(false)
                },
                Box::new(move || {
                    w.fetch_add(1, Ordering::SeqCst);
                }),
                &s,
                Duration::from_millis(1),
            );
        });
        while asked.load(Ordering::SeqCst) < n + 1 {
            std::thread::sleep(Duration::from_millis(1));
        }
        *stop.lock().unwrap() = true;
        thread.join().unwrap();
        woken.load(Ordering::SeqCst)
    }

    #[test]
    fn waiting_events_wake_the_loop_and_an_empty_queue_does_not() {
        assert_eq!(wakes_for(vec![false, true, false, true, true]), 3);
        assert_eq!(wakes_for(vec![false, false, false]), 0);
    }

    #[test]
    fn a_stopped_watch_ends_without_looking() {
        let stop = Mutex::new(true);
        watch(
            || panic!("looked after the stop"),
            Box::new(|| panic!("woke after the stop")),
            &stop,
            Duration::from_millis(1),
        );
    }
}
