//! Glides and fades: every move that is not a drop slides over about 200 ms
//! with easing; captured pieces fade out.

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use super::model::{Selection, z};
use crate::app::GameSet;

/// How long a glide or a fade lasts, in seconds.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct AnimationSpeed(pub f32);

impl Default for AnimationSpeed {
    fn default() -> Self {
        AnimationSpeed(0.2)
    }
}

/// A piece sliding from one point to another.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Glide {
    /// Where it started.
    pub from: Vec2,
    /// Where it ends.
    pub to: Vec2,
    /// Seconds since it started.
    pub elapsed: f32,
}

impl Glide {
    /// A glide from `from` to `to`.
    pub fn new(from: Vec2, to: Vec2) -> Glide {
        Glide {
            from,
            to,
            elapsed: 0.0,
        }
    }

    /// Starts again from where the piece is now towards a new target.
    pub fn retarget(&mut self, from: Vec2, to: Vec2) {
        *self = Glide::new(from, to);
    }
}

/// How opaque a piece is (0 to 1); the view copies it to the sprite.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Opacity(pub f32);

/// A piece appearing or disappearing.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Fade {
    /// Seconds since it started.
    pub elapsed: f32,
    /// Fading out (then despawned) or in.
    pub out: bool,
}

impl Fade {
    /// Fades out and despawns.
    pub fn out() -> Fade {
        Fade {
            elapsed: 0.0,
            out: true,
        }
    }

    /// Fades in.
    pub fn fade_in() -> Fade {
        Fade {
            elapsed: 0.0,
            out: false,
        }
    }
}

fn ease_in_out(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    if t < 0.5 {
        4.0 * t * t * t
    } else {
        1.0 - (-2.0 * t + 2.0).powi(3) / 2.0
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimationSpeed>()
        .add_systems(Update, (glide, fade).in_set(GameSet::Animate))
        .add_systems(Update, request_redraw.in_set(GameSet::Present));
}

/// In reactive mode the window redraws only on input; keep frames coming
/// while something moves, and ask for nothing when all is still.
fn request_redraw(
    moving: Query<(), Or<(With<Glide>, With<Fade>)>>,
    selection: Res<Selection>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if !moving.is_empty() || selection.drag.is_some() {
        redraw.write(RequestRedraw);
    }
}

fn glide(
    mut commands: Commands,
    time: Res<Time>,
    speed: Res<AnimationSpeed>,
    mut q: Query<(Entity, &mut Glide, &mut Transform)>,
) {
    for (e, mut g, mut t) in &mut q {
        g.elapsed += time.delta_secs();
        let k = if speed.0 <= 0.0 {
            1.0
        } else {
            g.elapsed / speed.0
        };
        let p = g.from.lerp(g.to, ease_in_out(k));
        t.translation = p.extend(if k >= 1.0 { z::PIECE } else { z::GLIDING });
        if k >= 1.0 {
            commands.entity(e).remove::<Glide>();
        }
    }
}

fn fade(
    mut commands: Commands,
    time: Res<Time>,
    speed: Res<AnimationSpeed>,
    mut q: Query<(Entity, &mut Fade, Option<&mut Opacity>, &mut Transform)>,
) {
    for (e, mut f, opacity, mut t) in &mut q {
        f.elapsed += time.delta_secs();
        let k = if speed.0 <= 0.0 {
            1.0
        } else {
            (f.elapsed / speed.0).min(1.0)
        };
        let alpha = if f.out { 1.0 - k } else { k };
        match opacity {
            Some(mut o) => o.0 = alpha,
            None => {
                commands.entity(e).insert(Opacity(alpha));
            }
        }
        if f.out {
            t.translation.z = z::FADING;
        }
        if k >= 1.0 {
            if f.out {
                commands.entity(e).despawn();
            } else {
                commands.entity(e).remove::<Fade>();
            }
        }
    }
}
