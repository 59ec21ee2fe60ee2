//! The home screen's cards. Each draws itself at the size it is given and
//! says what was clicked as an [`Ask`]; the buttons that lead on sit at a
//! card's foot, where they stay whatever the card holds.

use bevy_egui::egui;

use super::Ask;
use super::mini_board::mini_board;
use crate::app::i18n::{Phrase, Tr};
use crate::app::saves::Resumable;
use crate::app::session::SetupChoices;
use crate::app::ui::style::{self, size, space};
use crate::app::ui::widgets::{Icons, color_key};
use crate::app::view::Theme;
use crate::library::{HomeFacts, Speed};
use crate::puzzles::daily::DailyPuzzle;
use crate::rules::{Color, TimeControl};
use crate::tr;
use egui_phosphor::regular as icon;

/// What every card draws with.
pub(super) struct Look<'a> {
    pub tr: &'a Tr,
    pub icons: &'a Icons,
    pub theme: &'a Theme,
    pub accent: egui::Color32,
}

/// The quick games, as lichess's quick pairing offers them: minutes and
/// seconds of increment; `None` is a game without clocks.
pub(super) const QUICK: [Option<(u64, u64)>; 8] = [
    Some((1, 0)),
    Some((3, 2)),
    Some((5, 3)),
    Some((10, 0)),
    Some((10, 5)),
    Some((15, 10)),
    Some((30, 0)),
    None,
];

/// The side of the small boards.
const BOARD: f32 = 184.0;

/// A card's button: 240 by 40 points as the menus' big buttons.
fn action(ui: &mut egui::Ui, icon: &str, text: &str) -> egui::Response {
    style::icon_button(ui, icon, text, Some(20.0), egui::vec2(240.0, 40.0), true)
}

/// The card's button, centred at its foot (where it stays whatever the
/// card holds), with its hint; `ask` is said when it is clicked.
fn foot_button(
    ui: &mut egui::Ui,
    (icon, text): (&str, String),
    hint: Option<String>,
    ask: Ask,
    said: &mut Vec<Ask>,
) {
    ui.with_layout(egui::Layout::bottom_up(egui::Align::Center), |ui| {
        let mut response = action(ui, icon, &text);
        if let Some(hint) = hint {
            response = response.on_hover_text(hint);
        }
        if response.clicked() {
            said.push(ask);
        }
    });
}

/// The game to resume: its board, players, move and clocks; Resume.
pub(super) fn resume(
    ui: &mut egui::Ui,
    look: &Look,
    size: egui::Vec2,
    resume: Option<&Resumable>,
    said: &mut Vec<Ask>,
) {
    let tr = look.tr;
    style::card(
        ui,
        size,
        (icon::PLAY_CIRCLE, &tr!(tr, "home-continue")),
        look.accent,
        |ui| {
            let Some(game) = resume else {
                ui.label(style::body(tr!(tr, "home-nothing-to-resume")));
                return;
            };
            ui.horizontal_top(|ui| {
                let clicked = mini_board(
                    ui,
                    tr,
                    &game.position,
                    game.flipped,
                    BOARD,
                    look.icons,
                    look.theme,
                    &tr!(tr, "home-continue"),
                )
                .clicked();
                if clicked {
                    said.push(Ask::Resume);
                }
                ui.vertical(|ui| {
                    ui.label(style::body(&game.summary.players).strong());
                    ui.add_space(space::TIGHT);
                    let turn = game.position.side_to_move();
                    ui.label(style::caption(tr!(
                        tr,
                        "home-move-turn",
                        number = game.summary.moves / 2 + 1,
                        color = color_key(turn)
                    )));
                    if let Some([white, black]) = game.clock {
                        let language = tr.language();
                        ui.label(style::caption(tr!(
                            tr,
                            "home-clocks",
                            white = crate::app::clock::display_text(white, language),
                            black = crate::app::clock::display_text(black, language)
                        )));
                    }
                });
            });
            foot_button(
                ui,
                (icon::PLAY, tr!(tr, "menu-resume")),
                Some(tr!(tr, "menu-resume-hint")),
                Ask::Resume,
                said,
            );
        },
    );
}

/// Quick games against the computer at the level last chosen; More...
/// opens Setup.
pub(super) fn play(
    ui: &mut egui::Ui,
    look: &Look,
    size: egui::Vec2,
    setup: &SetupChoices,
    said: &mut Vec<Ask>,
) {
    let tr = look.tr;
    style::card(
        ui,
        size,
        (icon::ROBOT, &tr!(tr, "home-play")),
        look.accent,
        |ui| {
            let level = crate::app::ui::setup::level::level_label(tr, setup.level);
            let colour = match setup.color {
                crate::app::session::ColorChoice::White => color_key(Color::White),
                crate::app::session::ColorChoice::Black => color_key(Color::Black),
                crate::app::session::ColorChoice::Random => "random",
            };
            ui.label(style::caption(tr!(
                tr,
                "home-play-level",
                level = level.clone(),
                color = colour
            )));
            ui.add_space(space::ITEM);
            let gap = space::ITEM;
            let across = if four_across(size.x) { 4 } else { 2 };
            let width =
                ((ui.available_width() - (across - 1) as f32 * gap) / across as f32).floor();
            egui::Grid::new("quick games")
                .spacing(egui::vec2(gap, gap))
                .show(ui, |ui| {
                    for (i, quick) in QUICK.into_iter().enumerate() {
                        let control = quick.map(|(m, s)| TimeControl::fischer(m * 60, s));
                        let (face, class) = match quick {
                            Some((m, s)) => (
                                format!("{m}+{s}"),
                                crate::app::ui::library::speed_name(speed_of(m, s), tr),
                            ),
                            None => ("∞".to_string(), tr!(tr, "home-no-clock")),
                        };
                        let text = egui::RichText::new(format!("{face}\n{class}")).size(size::BODY);
                        let button = egui::Button::new(text).min_size(egui::vec2(width, 52.0));
                        let hint = tr!(
                            tr,
                            "home-quick-hint",
                            control = face.clone(),
                            level = level.clone()
                        );
                        if ui.add(button).on_hover_text(hint).clicked() {
                            said.push(Ask::Quick(control));
                        }
                        if i % across == across - 1 {
                            ui.end_row();
                        }
                    }
                });
            foot_button(
                ui,
                (icon::SLIDERS_HORIZONTAL, tr!(tr, "home-more")),
                Some(tr!(tr, "home-more-hint")),
                Ask::Setup,
                said,
            );
        },
    );
}

/// Whether a card `width` points wide has room for four quick games a row
/// ("30+0 Classical" in the longest language).
pub(super) fn four_across(width: f32) -> bool {
    width >= 340.0
}

/// The class lichess gives a clock of `minutes` and `increment` seconds.
fn speed_of(minutes: u64, increment: u64) -> Speed {
    Speed::of_time_control(&format!("{}+{increment}", minutes * 60)).unwrap_or(Speed::Classical)
}

/// The puzzle of the day: its board, whose move and its rating; Solve.
pub(super) fn daily(
    ui: &mut egui::Ui,
    look: &Look,
    size: egui::Vec2,
    daily: Option<&(i64, DailyPuzzle)>,
    said: &mut Vec<Ask>,
) {
    let tr = look.tr;
    style::card(
        ui,
        size,
        (icon::CALENDAR_CHECK, &tr!(tr, "home-daily")),
        look.accent,
        |ui| {
            let Some((_, puzzle)) = daily else {
                return;
            };
            ui.horizontal_top(|ui| {
                let turn = puzzle.position.side_to_move();
                if mini_board(
                    ui,
                    tr,
                    &puzzle.position,
                    turn == Color::Black,
                    BOARD,
                    look.icons,
                    look.theme,
                    &tr!(tr, "home-daily"),
                )
                .clicked()
                {
                    said.push(Ask::Daily(puzzle.key.clone()));
                }
                ui.vertical(|ui| {
                    ui.label(
                        style::body(tr!(tr, "home-to-play", color = color_key(turn))).strong(),
                    );
                    ui.add_space(space::TIGHT);
                    ui.label(style::caption(tr!(
                        tr,
                        "home-daily-rating",
                        rating = puzzle.rating
                    )));
                });
            });
            let ask = Ask::Daily(puzzle.key.clone());
            foot_button(
                ui,
                (icon::PUZZLE_PIECE, tr!(tr, "home-solve")),
                None,
                ask,
                said,
            );
        },
    );
}

/// The library: its games and the last ones played, each a click away.
pub(super) fn library(
    ui: &mut egui::Ui,
    look: &Look,
    size: egui::Vec2,
    facts: Option<&Result<HomeFacts, Phrase>>,
    said: &mut Vec<Ask>,
) {
    let tr = look.tr;
    style::card(
        ui,
        size,
        (icon::BOOKS, &tr!(tr, "menu-library")),
        look.accent,
        |ui| {
            match facts {
                None => {}
                Some(Err(e)) => {
                    ui.label(style::caption(tr.text(e, false)));
                }
                Some(Ok(facts)) => {
                    ui.label(style::caption(tr!(tr, "home-games", count = facts.games)));
                    if !facts.recent.is_empty() {
                        ui.label(style::caption(tr!(tr, "home-last-played")));
                    }
                    for row in &facts.recent {
                        let text = format!(
                            "{} – {}  {}",
                            row.white,
                            row.black,
                            if row.unfinished { "*" } else { row.result }
                        );
                        if ui
                            .add(
                                egui::Button::new(style::caption(text))
                                    .frame(false)
                                    .truncate(),
                            )
                            .on_hover_text(tr!(tr, "home-open-game"))
                            .clicked()
                        {
                            said.push(Ask::OpenGame(row.id));
                        }
                    }
                }
            }
            foot_button(
                ui,
                (icon::BOOKS, tr!(tr, "menu-library")),
                Some(tr!(tr, "menu-library-hint")),
                Ask::Library,
                said,
            );
        },
    );
}

/// The studies: how many; Studies.
pub(super) fn studies(
    ui: &mut egui::Ui,
    look: &Look,
    size: egui::Vec2,
    facts: Option<&Result<HomeFacts, Phrase>>,
    said: &mut Vec<Ask>,
) {
    let tr = look.tr;
    style::card(
        ui,
        size,
        (icon::NOTEBOOK, &tr!(tr, "home-studies")),
        look.accent,
        |ui| {
            if let Some(Ok(facts)) = facts {
                ui.label(style::caption(tr!(
                    tr,
                    "home-studies-count",
                    count = facts.studies
                )));
            }
            ui.label(style::caption(tr!(tr, "home-studies-blurb")));
            ui.add_space(style::space::ITEM);
            // The repertoires live in studies: their way in, with what is due.
            let repertoire = match facts {
                Some(Ok(f)) if f.repertoires > 0 => {
                    tr!(tr, "home-repertoire-due", count = f.repertoire_due)
                }
                _ => tr!(tr, "home-repertoire"),
            };
            if ui.link(style::body(repertoire)).clicked() {
                said.push(Ask::Repertoire);
            }
            foot_button(
                ui,
                (icon::NOTEBOOK, tr!(tr, "home-studies")),
                None,
                Ask::Studies,
                said,
            );
        },
    );
}

/// The puzzle record: rating, streak and the puzzles due; Puzzles.
pub(super) fn puzzles(
    ui: &mut egui::Ui,
    look: &Look,
    size: egui::Vec2,
    trainer: &crate::app::puzzles::Trainer,
    said: &mut Vec<Ask>,
) {
    let tr = look.tr;
    style::card(
        ui,
        size,
        (icon::PUZZLE_PIECE, &tr!(tr, "menu-puzzles")),
        look.accent,
        |ui| {
            if let Some(board) = &trainer.dashboard {
                match board.ratings.last() {
                    Some(&(_, rating)) => ui.label(
                        style::body(tr!(
                            tr,
                            "puzzle-your-rating",
                            rating = rating.round() as i64
                        ))
                        .strong(),
                    ),
                    None => ui.label(style::body(tr!(tr, "puzzles-unrated"))),
                };
                ui.label(style::caption(tr!(
                    tr,
                    "home-puzzle-record",
                    streak = board.streak,
                    due = board.due
                )));
            }
            foot_button(
                ui,
                (icon::PUZZLE_PIECE, tr!(tr, "menu-puzzles")),
                Some(tr!(tr, "menu-puzzles-hint")),
                Ask::Puzzles,
                said,
            );
        },
    );
}
