//! The Help screen's content: how to play Rookery, and the Laws of Chess as
//! Rookery applies them.
//!
//! The text is kept as data ([`Section`]s of [`Block`]s) so that it is easy
//! to edit and can be checked by tests. Inside any text, a part between
//! backticks (`` `Ctrl+Z` ``) is shown as a key or as something to type.

use bevy_egui::egui;

/// One piece of a help section.
#[derive(Debug, Clone, Copy)]
enum Block {
    /// A small bold heading inside a section.
    Heading(&'static str),
    /// A short paragraph.
    Text(&'static str),
    /// One bullet point.
    Bullet(&'static str),
}

/// A collapsible section of the help.
#[derive(Debug, Clone, Copy)]
struct Section {
    title: &'static str,
    blocks: &'static [Block],
}

/// A part of the help (a large title over several sections).
#[derive(Debug, Clone, Copy)]
struct Part {
    title: &'static str,
    intro: &'static str,
    sections: &'static [Section],
}

use Block::{Bullet, Heading, Text};

const HOW_TO_PLAY: Part = Part {
    title: "How to play Rookery",
    intro: "Everything can be done with the mouse; the keys below are shortcuts.",
    sections: &[
        Section {
            title: "Main menu",
            blocks: &[
                Bullet(
                    "Resume: carries on with the game that was open when Rookery last \
                     closed (or crashed). The game is saved automatically after every move, \
                     so nothing is lost.",
                ),
                Bullet("New Game: opens Setup to choose the players."),
                Bullet(
                    "Load Game: lists your saved games, newest first, with their name, date, \
                     players, number of moves and result. Click one to open it. Delete asks \
                     before removing a save. A save that cannot be read is listed with the \
                     reason, and Rookery never changes or removes it on its own.",
                ),
                Bullet(
                    "Load FEN / PGN: paste a FEN position or open a .fen file, then choose \
                     your side in Setup. Paste or open a PGN game to continue playing it \
                     or to step through its moves.",
                ),
                Bullet("Settings, Help and Quit do what they say."),
            ],
        },
        Section {
            title: "Setting up a game",
            blocks: &[
                Bullet(
                    "Opponent: two players sharing this screen, you against the computer, \
                     or the computer against itself.",
                ),
                Bullet(
                    "Computer: Rookery's own engine, at level Random (any legal move) or \
                     levels 1 (beginner) to 8 (full strength). Or another UCI engine such \
                     as Stockfish: give the path to its program and the Elo it should \
                     play at.",
                ),
                Bullet(
                    "If an outside engine stops working, the panel offers to continue \
                     with Rookery's engine.",
                ),
                Bullet("Your colour: White, Black or Random."),
                Bullet("Names: type the players' names (optional)."),
                Bullet("Start begins the game; Back returns to the menu."),
            ],
        },
        Section {
            title: "Moving the pieces",
            blocks: &[
                Bullet(
                    "Drag a piece with the left mouse button and drop it on its new \
                     square, or click the piece and then click the square.",
                ),
                Bullet(
                    "With legal-move hints on, the squares the piece may go to show a dot, \
                     and captures show a ring.",
                ),
                Bullet("Dropping a piece anywhere else puts it back where it was."),
                Bullet(
                    "When a pawn reaches the last rank, a chooser offers queen, rook, bishop \
                     or knight. A click elsewhere or `Escape` cancels the move. In Settings \
                     you can have pawns always become queens without asking.",
                ),
                Bullet(
                    "To castle, move the king two squares towards the rook; the rook \
                     jumps over by itself.",
                ),
            ],
        },
        Section {
            title: "Typing moves",
            blocks: &[
                Text(
                    "Type a move into the Move box under the move list and press `Enter` \
                     (or click Play). Both usual ways of writing moves work:",
                ),
                Bullet("Short algebraic (SAN): `e4`, `Nf3`, `exd5`, `O-O`, `0-0-0`, `e8=Q`."),
                Bullet("From-square and to-square (UCI): `e2e4`, `e7e8q`."),
                Text("If the move is not legal, the status line says why and nothing is played."),
            ],
        },
        Section {
            title: "The panel beside the board",
            blocks: &[
                Bullet(
                    "Help me move: the engine's best move is shown as an arrow on the \
                     board. It is not played for you.",
                ),
                Bullet(
                    "Undo: takes back your last move. Against the computer it also takes \
                     back the computer's reply, so it is your turn again.",
                ),
                Bullet(
                    "Offer draw: proposes a draw. A human opponent answers with Accept or \
                     Decline; the computer decides by itself.",
                ),
                Bullet(
                    "Claim draw: appears only when the fifty-move rule or threefold \
                     repetition allows a claim (see the Laws below).",
                ),
                Bullet("Resign: gives up the game. It asks first, unless turned off in Settings."),
                Bullet("Flip board: turns the board round."),
                Bullet("Menu: opens the pause menu."),
                Bullet(
                    "The panel also shows the captured pieces and who is ahead in material, \
                     and the list of moves.",
                ),
                Bullet(
                    "The review buttons `⏮` `◀` `▶` `⏭` go to the first, previous, next and \
                     last move.",
                ),
            ],
        },
        Section {
            title: "Keyboard",
            blocks: &[
                Bullet(
                    "`Left` / `Right` arrow: step one move back or forward. The board shows \
                     the earlier position while you look; the game itself is not changed.",
                ),
                Bullet("`Home` / `End`: jump to the first or the last move."),
                Bullet("`End`, or `Right` at the last move, returns to the game in play."),
                Bullet("`Ctrl+Z`: undo, like the Undo button."),
                Bullet("`F`: flip the board."),
                Bullet(
                    "`Escape`: open the pause menu (or cancel the promotion chooser when \
                     it is open).",
                ),
                Bullet("`Enter`: play the move typed in the Move box."),
            ],
        },
        Section {
            title: "Arrows and circles",
            blocks: &[
                Bullet("Right-drag from one square to another to draw an arrow."),
                Bullet("Right-click a square to draw a circle on it."),
                Bullet("Doing the same again removes that arrow or circle."),
                Bullet("A left click anywhere on the board clears them all."),
            ],
        },
        Section {
            title: "Pause menu, saving and quitting",
            blocks: &[
                Text(
                    "`Escape` or the Menu button opens the pause menu: Resume, Save Game, \
                     Load Game, Settings, Help, Resign, Main Menu and Quit.",
                ),
                Bullet("Save Game asks for a name; the date and time are suggested."),
                Bullet(
                    "Going to the main menu or quitting during a game asks what to do: \
                     Save and quit, Resign and quit, or Cancel.",
                ),
                Bullet(
                    "When a game ends you can ask for a Rematch, start a New Game or go back \
                     to the Main Menu.",
                ),
            ],
        },
        Section {
            title: "FEN and PGN export",
            blocks: &[
                Bullet(
                    "Copy the current position as FEN, or the whole game as PGN, to the \
                     clipboard to paste into other chess programs or websites.",
                ),
                Bullet("Or save them as .fen or .pgn files."),
                Bullet(
                    "Every game also keeps a PGN record of its moves in the `games` folder \
                     of Rookery's data folder.",
                ),
            ],
        },
        Section {
            title: "Settings",
            blocks: &[
                Text("Changes take effect and are saved at once."),
                Bullet("Sound on or off, and its volume."),
                Bullet("Board: Walnut, Tournament green, Slate blue or High contrast."),
                Bullet("Pieces: drawn as figures or as letters."),
                Bullet("Animation: off, fast, normal or slow."),
                Bullet("Show the legal moves of the selected piece."),
                Bullet("Show the coordinates (a-h, 1-8) around the board."),
                Bullet("Promote to a queen without asking."),
                Bullet("Ask before resigning."),
            ],
        },
        Section {
            title: "Command line",
            blocks: &[
                Heading("Open straight into a game"),
                Bullet("`rookery --fen \"<FEN>\"` starts from that position."),
                Bullet("`rookery --load FILE.ron` opens a saved game."),
                Bullet("`rookery --pgn FILE.pgn` opens a PGN game."),
                Heading("Tools"),
                Bullet("`rookery perft` counts move paths, to test the move generator."),
                Bullet("`rookery pgn` works with PGN files without opening a window."),
                Bullet("`rookery uci` runs Rookery's engine for other chess programs (UCI)."),
            ],
        },
    ],
};

const LAWS: Part = Part {
    title: "The Laws of Chess",
    intro: "Rookery follows the FIDE Laws of Chess (FIDE is the International Chess \
            Federation). Below is a short summary of them in Rookery's words, as Rookery \
            applies them. Rookery only lets you make legal moves.",
    sections: &[
        Section {
            title: "The board and the goal",
            blocks: &[
                Text(
                    "Two players, White and Black, move in turn; White moves first. The \
                     board has 64 squares, with a light square at each player's right-hand \
                     corner. The aim is to checkmate the other king.",
                ),
                Text(
                    "A piece may not move onto a square taken by a piece of its own colour. \
                     Moving onto a square taken by an enemy piece captures it: the enemy \
                     piece leaves the board.",
                ),
            ],
        },
        Section {
            title: "How the pieces move",
            blocks: &[
                Bullet(
                    "King: one square in any direction, never onto a square attacked by \
                     the enemy. It also castles (see below).",
                ),
                Bullet("Queen: any number of squares along a rank, a file or a diagonal."),
                Bullet("Rook: any number of squares along a rank or a file."),
                Bullet("Bishop: any number of squares along a diagonal."),
                Bullet(
                    "Queen, rook and bishop cannot jump: every square they cross must be \
                     empty.",
                ),
                Bullet(
                    "Knight: two squares along a rank or file and then one square to the \
                     side, an L shape. It is the only piece that jumps over others.",
                ),
                Bullet(
                    "Pawn: one square straight forward to an empty square. From its \
                     starting square it may instead move two squares forward, if both are \
                     empty. It captures one square diagonally forward, and never moves \
                     backwards.",
                ),
            ],
        },
        Section {
            title: "Castling",
            blocks: &[
                Text(
                    "The king moves two squares towards one of its rooks, and that rook \
                     moves to the square the king passed over. In Rookery, move the king \
                     two squares towards the rook (or type `O-O` / `O-O-O`).",
                ),
                Heading("Castling is allowed only if"),
                Bullet("neither the king nor that rook has moved yet in the game;"),
                Bullet("every square between the king and the rook is empty;"),
                Bullet("the king is not in check;"),
                Bullet(
                    "the king does not pass through or land on a square attacked by the \
                     enemy. (The rook may be attacked, or pass an attacked square.)",
                ),
            ],
        },
        Section {
            title: "En passant",
            blocks: &[Text(
                "When a pawn makes its two-square step and lands beside an enemy pawn, \
                 that enemy pawn may capture it as if it had moved only one square: it \
                 moves diagonally to the square the pawn skipped, and the pawn is removed. \
                 This is allowed only on the very next move; later it is too late.",
            )],
        },
        Section {
            title: "Promotion",
            blocks: &[Text(
                "A pawn that reaches the far rank must be exchanged, as part of the same \
                 move, for a queen, rook, bishop or knight of its colour. The player \
                 chooses, whatever pieces are still on the board, and the new piece acts \
                 at once.",
            )],
        },
        Section {
            title: "Check, checkmate and stalemate",
            blocks: &[
                Bullet(
                    "Check: the king is attacked. The player must end the check at once, by \
                     moving the king, capturing the attacker or putting a piece in between. \
                     No move may leave one's own king in check.",
                ),
                Bullet(
                    "Checkmate: the king is in check and there is no legal move. The game \
                     ends, and the player who gave mate wins.",
                ),
                Bullet(
                    "Stalemate: the player to move has no legal move but is not in check. \
                     The game is drawn.",
                ),
            ],
        },
        Section {
            title: "How a game ends",
            blocks: &[
                Heading("Wins"),
                Bullet("Checkmate."),
                Bullet("Resignation: a player gives up, and the other player wins."),
                Bullet("Leaving a game in progress with Resign and quit counts as resigning."),
                Heading("Draws that happen automatically"),
                Bullet("Stalemate."),
                Bullet(
                    "Insufficient material: neither side can ever checkmate, whatever is \
                     played, for example king against king, or king and bishop or king \
                     and knight against king.",
                ),
                Bullet("Fivefold repetition: the same position has appeared five times."),
                Bullet(
                    "Seventy-five-move rule: 75 moves by each player in a row with no \
                     capture and no pawn move; unless the last of them gives checkmate, \
                     in which case the mate counts.",
                ),
                Heading("Draws a player may claim (with Claim draw)"),
                Bullet(
                    "Threefold repetition: the same position has appeared three times, \
                     not necessarily in a row. The same position means the same pieces on \
                     the same squares, the same player to move, and the same castling and \
                     en passant possibilities.",
                ),
                Bullet(
                    "Fifty-move rule: the last 50 moves by each player had no capture and \
                     no pawn move.",
                ),
                Heading("Draw by agreement"),
                Bullet(
                    "A player offers a draw (Offer draw) and the opponent accepts. The \
                     computer accepts only when it judges its own position lost or the \
                     game dead equal.",
                ),
            ],
        },
    ],
};

/// The whole help, in a vertical scroll area filling the space it is given.
///
/// The caller puts it in a window with a size (about 560x520 logical px,
/// e.g. `egui::Window::default_size`); the sections fold open and shut, the
/// first one open to begin with.
pub fn help_contents(ui: &mut egui::Ui) {
    draw(ui, None);
}

/// Draws the help; `open` forces every section open or shut (for tests).
fn draw(ui: &mut egui::Ui, open: Option<bool>) {
    egui::ScrollArea::vertical()
        .id_salt("rookery_help")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (p, part) in [HOW_TO_PLAY, LAWS].iter().enumerate() {
                if p > 0 {
                    ui.add_space(12.0);
                }
                ui.label(egui::RichText::new(part.title).heading().strong());
                ui.label(formatted(ui, part.intro));
                ui.add_space(4.0);
                for (s, section) in part.sections.iter().enumerate() {
                    egui::CollapsingHeader::new(egui::RichText::new(section.title).strong())
                        .id_salt(("rookery_help_section", p, s))
                        .default_open(p == 0 && s == 0)
                        .open(open)
                        .show(ui, |ui| draw_blocks(ui, section.blocks));
                }
            }
            ui.add_space(8.0);
        });
}

fn draw_blocks(ui: &mut egui::Ui, blocks: &[Block]) {
    for block in blocks {
        match *block {
            Heading(text) => {
                ui.add_space(4.0);
                ui.label(egui::RichText::new(text).strong());
            }
            Text(text) => {
                ui.label(formatted(ui, text));
                ui.add_space(2.0);
            }
            Bullet(text) => {
                // A hanging indent: wrapped lines start under the text, not
                // under the bullet.
                ui.horizontal(|ui| {
                    ui.label("•");
                    ui.vertical(|ui| ui.label(formatted(ui, text)));
                });
            }
        }
    }
    ui.add_space(4.0);
}

/// How a key or something to type looks.
fn key(text: &str) -> egui::RichText {
    egui::RichText::new(text).code()
}

/// The parts of `text`: plain text, and (between backticks) keys.
fn segments(text: &str) -> impl Iterator<Item = (bool, &str)> {
    text.split('`')
        .enumerate()
        .map(|(i, part)| (i % 2 == 1, part))
        .filter(|(_, part)| !part.is_empty())
}

/// `text` laid out as one wrapping label, keys in their own style.
fn formatted(ui: &egui::Ui, text: &str) -> egui::text::LayoutJob {
    let mut job = egui::text::LayoutJob::default();
    for (is_key, part) in segments(text) {
        let rich = if is_key {
            key(part)
        } else {
            egui::RichText::new(part)
        };
        rich.append_to(
            &mut job,
            ui.style(),
            egui::FontSelection::Default,
            egui::Align::Center,
        );
    }
    job
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every key Rookery reacts to, as written in the help.
    const KEYS: &[&str] = &[
        "Left", "Right", "Home", "End", "Ctrl+Z", "F", "Escape", "Enter",
    ];

    /// Every text of the help, titles included.
    fn all_texts() -> Vec<&'static str> {
        let mut out = Vec::new();
        for part in [HOW_TO_PLAY, LAWS] {
            out.push(part.title);
            out.push(part.intro);
            for section in part.sections {
                out.push(section.title);
                for block in section.blocks {
                    out.push(match *block {
                        Heading(t) | Text(t) | Bullet(t) => t,
                    });
                }
            }
        }
        out
    }

    #[test]
    fn backticks_are_paired() {
        for text in all_texts() {
            assert_eq!(
                text.matches('`').count() % 2,
                0,
                "unpaired backtick in {text:?}"
            );
        }
    }

    #[test]
    fn every_key_is_mentioned_as_a_key() {
        let keys: Vec<&str> = all_texts()
            .into_iter()
            .flat_map(segments)
            .filter(|(is_key, _)| *is_key)
            .map(|(_, k)| k)
            .collect();
        for k in KEYS {
            assert!(keys.contains(k), "the help never mentions the key {k}");
        }
    }

    #[test]
    fn mentions_fide() {
        assert!(LAWS.intro.contains("FIDE Laws of Chess"));
    }

    /// The text of every galley painted in `output`.
    fn painted_text(output: &egui::FullOutput) -> String {
        fn walk(shape: &egui::Shape, out: &mut String) {
            match shape {
                egui::Shape::Text(t) => {
                    out.push_str(t.galley.text());
                    out.push('\n');
                }
                egui::Shape::Vec(v) => v.iter().for_each(|s| walk(s, out)),
                _ => {}
            }
        }
        let mut out = String::new();
        for clipped in &output.shapes {
            walk(&clipped.shape, &mut out);
        }
        out
    }

    fn run(size: egui::Vec2, open: Option<bool>) -> String {
        let ctx = egui::Context::default();
        let input = || egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
            ..Default::default()
        };
        let mut text = String::new();
        // A few frames, as egui settles sizes over the first ones.
        for _ in 0..3 {
            let output = ctx.run_ui(input(), |ui| draw(ui, open));
            text = painted_text(&output);
            // Nothing renders these frames, so their texture changes are dropped.
            output.drop_without_applying_deltas();
        }
        text
    }

    #[test]
    fn draws_in_a_small_window() {
        let text = run(egui::vec2(560.0, 520.0), None);
        assert!(text.contains("How to play Rookery"));
        assert!(text.contains("Main menu"));
        // The first section is open.
        assert!(text.contains("Load FEN / PGN"));
    }

    #[test]
    fn every_section_draws_when_open() {
        // Tall enough that nothing is scrolled out of sight.
        let text = run(egui::vec2(560.0, 40_000.0), Some(true));
        for part in [HOW_TO_PLAY, LAWS] {
            assert!(text.contains(part.title));
            for section in part.sections {
                assert!(text.contains(section.title), "{} missing", section.title);
            }
        }
        for k in KEYS {
            assert!(text.contains(k));
        }
        assert!(text.contains("Seventy-five-move rule"));
        assert!(text.contains("rookery --pgn FILE.pgn"));
    }
}
