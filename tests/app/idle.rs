//! Idle frames do nothing: once a game (or a menu) is at rest, hundreds of
//! frames without input change no resource of Rookery's own, spawn or
//! despawn no entity and write no file. An untimed game: once clocks
//! exist, a running clock changes every frame by design.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::SystemTime;

use super::*;
use crate::common::TempDir;
use rookery::app::session::{GameMode, SetupChoices};
use rookery::engine::Level;
use rookery::persist::Storage;

/// What can change without input: the last-changed tick of every resource
/// whose type is Rookery's own, every entity, and every file with its
/// modification time and size.
#[derive(Debug, PartialEq)]
struct Snapshot {
    resources: BTreeMap<String, u32>,
    entities: Vec<Entity>,
    files: BTreeMap<String, (SystemTime, u64)>,
}

fn files_under(dir: &Path, out: &mut BTreeMap<String, (SystemTime, u64)>) {
    let Ok(read) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in read {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            files_under(&path, out);
        } else {
            let meta = std::fs::metadata(&path).expect("metadata");
            out.insert(
                path.display().to_string(),
                (meta.modified().expect("mtime"), meta.len()),
            );
        }
    }
}

fn snapshot(h: &mut Harness, root: &Path) -> Snapshot {
    let world = h.world();
    let mut resources = BTreeMap::new();
    let ids: Vec<_> = world
        .iter_resources()
        .map(|(info, _)| (info.id(), info.name().to_string()))
        .collect();
    for (id, name) in ids {
        if !name.starts_with("rookery::") {
            continue;
        }
        let ticks = world
            .get_resource_change_ticks_by_id(id)
            .expect("resource ticks");
        resources.insert(name, ticks.changed.get());
    }
    let mut q = world.query::<Entity>();
    let mut entities: Vec<Entity> = q.iter(world).collect();
    entities.sort();
    let mut files = BTreeMap::new();
    files_under(root, &mut files);
    Snapshot {
        resources,
        entities,
        files,
    }
}

/// How many games the library said it kept.
#[derive(Resource, Default)]
struct KeptCount(usize);

fn count_kept(
    mut kept: MessageReader<rookery::app::library::GameKept>,
    mut count: ResMut<KeptCount>,
) {
    let n = kept.read().count();
    if n > 0 {
        count.0 += n;
    }
}

/// Runs `frames` frames with no input and says what changed.
fn assert_idle(h: &mut Harness, root: &Path, what: &str) {
    let before = snapshot(h, root);
    assert!(!before.resources.is_empty(), "resources seen");
    for _ in 0..300 {
        h.app.update();
    }
    let after = snapshot(h, root);
    let changed: Vec<&String> = before
        .resources
        .iter()
        .filter(|(name, tick)| after.resources.get(*name) != Some(tick))
        .map(|(name, _)| name)
        .collect();
    assert!(
        changed.is_empty(),
        "{what}: resources written while idle: {changed:?}"
    );
    assert_eq!(
        before.entities.len(),
        after.entities.len(),
        "{what}: entities spawned or despawned while idle"
    );
    assert_eq!(before.entities, after.entities, "{what}: entities replaced");
    assert_eq!(
        before.files, after.files,
        "{what}: files written while idle"
    );
}

fn harness_in(dir: &TempDir) -> Harness {
    let storage: Storage = dir.storage();
    Harness::with(|app| {
        rookery::app::settings::load_into(app, &storage);
        app.insert_resource(rookery::app::held::AppStorage(storage.clone()));
        rookery::app::ui::screens(app);
    })
}

/// As `harness_in`, and the screens are drawn every frame: without a
/// window there is no `EguiPlugin`, so this gives the screens the part of
/// it they use (a primary egui context, and bevy_egui's own system that
/// runs the `EguiPrimaryContextPass` schedule in it each frame, with no
/// input). Nothing is rendered, but every drawing system runs as in the
/// game.
fn drawn_harness_in(dir: &TempDir) -> Harness {
    let storage: Storage = dir.storage();
    Harness::with(|app| {
        rookery::app::settings::load_into(app, &storage);
        app.insert_resource(rookery::app::held::AppStorage(storage.clone()));
        app.init_resource::<bevy_egui::EguiUserTextures>()
            .add_systems(
                PostUpdate,
                (
                    bevy_egui::run_egui_context_pass_loop_system,
                    drop_egui_output,
                )
                    .chain(),
            );
        app.world_mut().spawn(bevy_egui::PrimaryEguiContext);
        rookery::app::ui::screens(app);
    })
}

#[test]
fn idle_frames_change_nothing_in_menus_games_and_after_the_end() {
    let dir = TempDir::new("idle");
    let root = dir.path().to_path_buf();
    let mut h = harness_in(&dir);
    h.settle();
    assert_idle(&mut h, &root, "main menu");

    h.world()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Setup);
    h.settle();
    assert_idle(&mut h, &root, "setup");

    h.world().write_message(GameCommand::Start);
    h.settle();
    for uci in ["e2e4", "e7e5", "g1f3"] {
        h.request(uci);
    }
    h.settle();
    assert_idle(&mut h, &root, "a game in progress");

    // Fool's mate: the game-over screen.
    let mut h = harness_in(&dir);
    h.app
        .init_resource::<KeptCount>()
        .add_systems(Last, count_kept);
    h.start_game();
    for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        h.request(uci);
    }
    h.settle();
    assert_eq!(h.screen(), Screen::GameOver);
    // The finished game goes into the library on a thread of its own: the
    // idle frames start once it is there (up to 30 s on a busy machine: a
    // wait, not a measure).
    let mut kept = false;
    for _ in 0..3000 {
        h.app.update();
        if h.app.world().resource::<KeptCount>().0 > 0 {
            kept = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(kept, "the finished game was kept in the library");
    h.settle();
    assert_idle(&mut h, &root, "the game-over screen");
}

#[test]
fn idle_frames_change_nothing_against_the_computer_after_its_reply() {
    let dir = TempDir::new("idle-computer");
    let root = dir.path().to_path_buf();
    let mut h = harness_in(&dir);
    {
        let mut c = h.world().resource_mut::<SetupChoices>();
        c.mode = GameMode::HumanVsComputer;
        c.level = Level::Random;
    }
    h.start_game();
    h.request("e2e4");
    // The computer answers in a background task (at least a third of a
    // second of real time; up to 30 s allowed, as the machine may be busy:
    // a wait, not a measure).
    for _ in 0..3000 {
        if h.session().game.ply_count() == 2 {
            break;
        }
        h.app.update();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(h.session().game.ply_count(), 2, "the computer replied");
    h.settle();
    assert_idle(
        &mut h,
        &root,
        "the player's turn after the computer's reply",
    );
}

/// Takes what egui drew (nothing renders it here): its texture changes
/// must be marked as handled before they are dropped.
fn drop_egui_output(mut outputs: Query<&mut bevy_egui::EguiFullOutput>) {
    for mut output in &mut outputs {
        if let Some(mut full) = output.0.take() {
            full.textures_delta.clear();
        }
    }
}

/// The screens' drawing systems run every frame; they must not write the
/// panel's state (or any other resource of Rookery's) unless the player
/// changed something.
#[test]
fn idle_frames_with_the_screens_drawn_change_nothing() {
    let dir = TempDir::new("idle-drawn");
    let root = dir.path().to_path_buf();
    let mut h = drawn_harness_in(&dir);
    h.settle();
    // The home screen asks, when shown, for the library's facts and the
    // puzzle record; once they are in, nothing more happens.
    h.wait_on::<rookery::app::home::HomeFacts>("the home's facts", |f| {
        f.library.is_some() && f.daily.is_some()
    });
    h.wait_on::<rookery::app::puzzles::Trainer>("the puzzle record", |t| t.dashboard.is_some());
    h.settle();
    assert_idle(&mut h, &root, "main menu, drawn");
    h.world()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Setup);
    h.settle();
    assert_idle(&mut h, &root, "setup, drawn");
    h.world().write_message(GameCommand::Start);
    h.settle();
    assert_eq!(h.screen(), Screen::Playing);
    h.request("e2e4");
    h.settle();
    assert_idle(&mut h, &root, "a game in progress, drawn");
    // With the settings window open over the game.
    h.world()
        .resource_mut::<NextState<rookery::app::states::Overlay>>()
        .set(rookery::app::states::Overlay::Settings);
    h.settle();
    assert_idle(&mut h, &root, "the settings window, drawn");
    // The pause menu over the game.
    h.world()
        .resource_mut::<NextState<rookery::app::states::Overlay>>()
        .set(rookery::app::states::Overlay::None);
    h.world()
        .resource_mut::<NextState<rookery::app::states::Pause>>()
        .set(rookery::app::states::Pause::Paused);
    h.settle();
    assert_idle(&mut h, &root, "the pause menu, drawn");
}
