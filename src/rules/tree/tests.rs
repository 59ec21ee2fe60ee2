//! Tests of game trees: reading, writing, edits and their undo.
//!
//! Expected texts are written by hand from the PGN standard's export format
//! and lichess's study exports (the sample in `LICHESS_STUDY` is shaped
//! like lichess's "Study PGN" download: Event "Study: Chapter", Orientation,
//! ChapterMode, comments with `[%cal]`/`[%csl]`, glyphs as suffixes).

use super::*;
use crate::rules::{PgnErrorKind, Square};

fn read_one(text: &str) -> GameTree {
    read_trees(text).remove(0).expect("reads")
}

/// The SANs of the main line.
fn mainline_sans(tree: &GameTree) -> Vec<String> {
    tree.mainline().iter().map(|&n| tree.san(n)).collect()
}

fn node(tree: &GameTree, sans: &[&str]) -> NodeId {
    let mut at = GameTree::ROOT;
    for san in sans {
        at = *tree
            .children(at)
            .iter()
            .find(|&&c| tree.san(c) == *san)
            .unwrap_or_else(|| panic!("no {san} after {:?}", tree.san(at)));
    }
    at
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

const LICHESS_STUDY: &str = "[Event \"Mating patterns: The back rank\"]
[Site \"https://lichess.org/study/abcdEFGH/ijklMNOP\"]
[Result \"*\"]
[Variant \"Standard\"]
[ECO \"?\"]
[Opening \"?\"]
[Annotator \"https://lichess.org/@/someone\"]
[FEN \"6k1/5ppp/8/8/8/8/r4PPP/3R2K1 b - - 0 1\"]
[SetUp \"1\"]
[Orientation \"black\"]
[ChapterMode \"gamebook\"]

{ Black to play: which move loses at once? [%csl Gg8,Rd8] } 1... Rc2 $4 { [%cal Rd1d8] Black forgets the back rank. } (1... h6 $1 { Luft. } 2. Rd8+ Kh7) (1... g6 2. Rd8+ Kg7 $10) 2. Rd8# { [%csl Rg8] The back-rank mate. } *
";

#[test]
fn a_lichess_study_chapter_reads_whole() {
    let tree = read_one(LICHESS_STUDY);
    assert_eq!(mainline_sans(&tree), ["Rc2", "Rd8#"]);
    assert_eq!(tree.tag("ChapterMode"), Some("gamebook"));
    assert_eq!(tree.tags.len(), 11);
    let root = tree.annotation(GameTree::ROOT);
    assert_eq!(
        root.after.text(),
        "Black to play: which move loses at once?"
    );
    assert_eq!(
        root.after.shapes(),
        vec![
            Shape::circle(ShapeColor::Green, sq("g8")),
            Shape::circle(ShapeColor::Red, sq("d8")),
        ]
    );
    let ra1 = node(&tree, &["Rc2"]);
    assert_eq!(tree.annotation(ra1).nags, vec![4]);
    assert_eq!(
        tree.annotation(ra1).after.text(),
        "Black forgets the back rank."
    );
    assert_eq!(
        tree.shapes(ra1),
        vec![Shape::arrow(ShapeColor::Red, sq("d1"), sq("d8"))]
    );
    // The two variations replace 1...Rc2, in their order.
    let firsts: Vec<String> = tree
        .children(GameTree::ROOT)
        .iter()
        .map(|&c| tree.san(c))
        .collect();
    assert_eq!(firsts, ["Rc2", "h6", "g6"]);
    let h6 = node(&tree, &["h6"]);
    assert_eq!(tree.annotation(h6).nags, vec![1]);
    assert_eq!(tree.annotation(h6).after.text(), "Luft.");
    let kg7 = node(&tree, &["g6", "Rd8+", "Kg7"]);
    assert_eq!(tree.annotation(kg7).nags, vec![10]);
    assert_eq!(tree.result, None);
    assert_eq!(tree.move_count(), 8);
}

#[test]
fn a_lichess_study_chapter_is_written_back_as_read() {
    let tree = read_one(LICHESS_STUDY);
    let written = write_tree(&tree);
    // The layout changes (no spaces inside braces, lines of 80, suffixes
    // for $1-$6), the content does not: tags in their order, then the
    // movetext.
    let expected_movetext = "{Black to play: which move loses at once? [%csl Gg8,Rd8]} 1... Rc2??\n\
{[%cal Rd1d8] Black forgets the back rank.} (1... h6! {Luft.} 2. Rd8+ Kh7)\n\
(1... g6 2. Rd8+ Kg7 $10) 2. Rd8# {[%csl Rg8] The back-rank mate.} *\n";
    let tags_end = LICHESS_STUDY.find("\n\n").unwrap() + 2;
    assert_eq!(&written[..tags_end], &LICHESS_STUDY[..tags_end]);
    assert_eq!(&written[tags_end..], expected_movetext);
    // And reading the written text gives the same text again.
    assert_eq!(write_tree(&read_one(&written)), written);
}

#[test]
fn every_kind_of_annotation_survives_a_round_trip() {
    let text = "[Event \"All of it\"]
[White \"A\"]
[Black \"B\"]
[Result \"1-0\"]
[Custom \"kept, in its place\"]

{Before the first move [%evp 0,12,34]} 1. e4! $14 {after e4 [%clk 1:30:00]
[%eval 0.25] [%emt 0:00:03] [%unknownthing a b c]} 1... c5!? (1... e5 2. Nf3 (2. Bc4
$40 {the bishop's opening}) ({before} 2. f4 {king's gambit} 2... exf4 $146)) (
{French} 1... e6 $10 2. d4 d5) 2. Nf3 $36 $132 {[%csl Rd5,Ye4][%cal Bg1f3]} 1-0
";
    let tree = read_one(text);
    let written = write_tree(&tree);
    let again = read_one(&written);
    assert_eq!(write_tree(&again), written);

    let e4 = node(&tree, &["e4"]);
    let a = tree.annotation(e4);
    assert_eq!(a.nags, vec![1, 14]);
    assert_eq!(a.after.text(), "after e4");
    assert_eq!(a.after.clock(), Some(std::time::Duration::from_secs(5400)));
    assert_eq!(a.after.eval(), Some(crate::rules::PgnEval::Cp(25)));
    assert!(written.contains("[%emt 0:00:03] [%unknownthing a b c]"));
    assert!(written.contains("{Before the first move [%evp 0,12,34]} 1. e4! $14"));
    let f4 = node(&tree, &["e4", "e5", "f4"]);
    assert_eq!(tree.annotation(f4).before.text(), "before");
    assert_eq!(tree.annotation(f4).after.text(), "king's gambit");
    let e6 = node(&tree, &["e4", "e6"]);
    assert_eq!(tree.annotation(e6).before.text(), "French");
    assert_eq!(tree.annotation(e6).nags, vec![10]);
    let nf3 = node(&tree, &["e4", "c5", "Nf3"]);
    assert_eq!(tree.annotation(nf3).nags, vec![36, 132]);
    assert_eq!(tree.shapes(nf3).len(), 3);
    assert_eq!(tree.result, Some(crate::rules::GameResult::WhiteWins));
    assert_eq!(tree.tag("Custom"), Some("kept, in its place"));
    // Tags in their order, the custom one where it was.
    assert!(written.starts_with(
        "[Event \"All of it\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n[Custom "
    ));
    assert!(written.replace('\n', " ").contains(
        "(1... e5 2. Nf3 (2. Bc4 $40 {the bishop's opening}) ({before} 2. f4 {king's gambit} 2... exf4 $146))"
    ));
    // The same tree node for node: both walks give the same moves and
    // annotations.
    assert_eq!(walk(&tree), walk(&again));
}

/// Every node as (depth-first path of SANs, annotation), for comparing two
/// trees whatever their node ids.
fn walk(tree: &GameTree) -> Vec<(Vec<String>, Annotation)> {
    let mut out = Vec::new();
    let mut stack = vec![GameTree::ROOT];
    while let Some(at) = stack.pop() {
        let path = tree.path(at).iter().map(|&n| tree.san(n)).collect();
        out.push((path, tree.annotation(at).clone()));
        stack.extend(tree.children(at).iter().rev());
    }
    out
}

#[test]
fn black_moves_get_their_number_after_a_comment_or_a_variation() {
    let tree = read_one("1. e4 {c} e5 2. Nf3 (2. f4) Nc6 *");
    assert_eq!(
        write_movetext(&tree),
        "1. e4 {c} 1... e5 2. Nf3 (2. f4) 2... Nc6 *"
    );
}

#[test]
fn variations_of_a_first_move_and_nested_ones_are_placed_right() {
    let tree = read_one("1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) (1. c4) e5 *");
    let firsts: Vec<String> = tree
        .children(GameTree::ROOT)
        .iter()
        .map(|&c| tree.san(c))
        .collect();
    assert_eq!(firsts, ["e4", "d4", "c4"]);
    let d4 = node(&tree, &["d4"]);
    assert_eq!(tree.children(d4).len(), 2);
    assert_eq!(
        write_movetext(&tree),
        "1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) (1. c4) 1... e5 *"
    );
}

#[test]
fn a_variation_with_a_bad_move_keeps_what_reads_and_the_game_goes_on() {
    let tree = read_one("1. e4 (1. d4 Ke7 2. c4) e5 2. Nf3 *");
    assert_eq!(mainline_sans(&tree), ["e4", "e5", "Nf3"]);
    let d4 = node(&tree, &["d4"]);
    assert!(tree.children(d4).is_empty());
}

#[test]
fn a_bad_main_line_move_is_an_error_and_the_next_game_still_reads() {
    let trees = read_trees("1. e4 Ke7 *\n\n[Event \"next\"]\n\n1. d4 *\n");
    assert_eq!(trees.len(), 2);
    let error = trees[0].as_ref().unwrap_err();
    assert!(matches!(error.kind, PgnErrorKind::BadMove(_)));
    assert_eq!(mainline_sans(trees[1].as_ref().unwrap()), ["d4"]);
}

#[test]
fn unbalanced_variations_are_errors() {
    assert!(matches!(
        read_trees("1. e4 (1. d4 *").remove(0).unwrap_err().kind,
        PgnErrorKind::UnbalancedVariation
    ));
    assert!(matches!(
        read_trees("1. e4 ) e5 *").remove(0).unwrap_err().kind,
        PgnErrorKind::UnbalancedVariation
    ));
}

#[test]
fn nesting_past_the_limit_is_passed_over_without_recursion() {
    let deep = format!(
        "1. e4 {}1. d4{} e5 *",
        "(1. d4 d5 ".repeat(5000),
        ")".repeat(5000)
    );
    let tree = read_one(&deep);
    assert_eq!(mainline_sans(&tree), ["e4", "e5"]);
    let mut depth = 0;
    let mut at = node(&tree, &["d4"]);
    while let Some(&v) = tree.children(tree.main_child(at).unwrap()).get(1) {
        depth += 1;
        at = v;
    }
    assert!(depth < crate::rules::pgn::MAX_VARIATION_DEPTH);
}

#[test]
fn chess960_and_set_up_starts_are_written_with_their_tags() {
    let start = crate::rules::Position::from_fen_in(
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
        crate::rules::Variant::Chess960,
    )
    .unwrap();
    let tree = GameTree::new(start);
    let text = write_tree(&tree);
    assert_eq!(
        text,
        "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]\n\n*\n"
    );
    let back = read_one(&text);
    assert_eq!(back.start(), tree.start());
    // Missing tags are added when writing.
    let bare = GameTree::with_tags(start, Vec::new());
    assert_eq!(write_tree(&bare), text);
}

fn san_move(tree: &GameTree, at: NodeId, san: &str) -> crate::rules::Move {
    tree.position(at).parse_san(san).unwrap()
}

#[test]
fn adding_a_move_where_one_exists_starts_a_variation_and_the_same_move_is_reused() {
    let mut tree = read_one("1. e4 e5 *");
    let e4 = node(&tree, &["e4"]);
    let (c5, change) = tree.add_move(e4, san_move(&tree, e4, "c5")).unwrap();
    assert!(change.is_some());
    assert_eq!(tree.children(e4).len(), 2);
    assert!(tree.starts_variation(c5));
    let (again, none) = tree.add_move(e4, san_move(&tree, e4, "c5")).unwrap();
    assert_eq!((again, none.is_none()), (c5, true));
    // A white move where Black is to move.
    let illegal = tree.position(GameTree::ROOT).parse_san("d4").unwrap();
    assert_eq!(
        tree.add_move(e4, illegal).unwrap_err(),
        EditError::IllegalMove
    );
}

#[test]
fn delete_promote_reorder_and_truncate_undo_and_redo() {
    let text = "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) d6) (1... e6) 2. Nf3 Nc6 *";
    let mut tree = read_one(text);
    let mut history = History::default();
    let original = write_movetext(&tree);

    // Promote 2. c3 one level: it becomes the main line of the Sicilian.
    let c3 = node(&tree, &["e4", "c5", "c3"]);
    history.record(tree.promote(c3, false).unwrap());
    assert_eq!(
        write_movetext(&tree),
        "1. e4 e5 (1... c5 2. c3 (2. Nf3 d6) 2... d5) (1... e6) 2. Nf3 Nc6 *"
    );
    // Then all the way: 1...c5 2.c3 d5 is the main line.
    history.record(tree.promote(c3, true).unwrap());
    assert_eq!(
        write_movetext(&tree),
        "1. e4 c5 (1... e5 2. Nf3 Nc6) (1... e6) 2. c3 (2. Nf3 d6) 2... d5 *"
    );
    assert!(tree.is_mainline(c3));
    assert_eq!(tree.promote(c3, true).unwrap_err(), EditError::Unchanged);

    // Move 1...e6 up above 1...e5.
    let e6 = node(&tree, &["e4", "e6"]);
    history.record(tree.move_variation(e6, true).unwrap());
    assert_eq!(
        write_movetext(&tree),
        "1. e4 c5 (1... e6) (1... e5 2. Nf3 Nc6) 2. c3 (2. Nf3 d6) 2... d5 *"
    );
    // Delete 1...e5 and what follows; truncate after 2.c3.
    let e5 = node(&tree, &["e4", "e5"]);
    history.record(tree.delete(e5).unwrap());
    history.record(tree.truncate(c3).unwrap());
    assert_eq!(
        write_movetext(&tree),
        "1. e4 c5 (1... e6) 2. c3 (2. Nf3 d6) *"
    );
    assert!(!tree.is_attached(e5));
    assert_eq!(tree.delete(e5).unwrap_err(), EditError::Gone);

    // Undo all five edits, one by one, back to the text read.
    for _ in 0..5 {
        assert!(history.undo(&mut tree).is_some());
    }
    assert!(!history.can_undo());
    assert_eq!(write_movetext(&tree), original);
    // Redo them all.
    for _ in 0..5 {
        assert!(history.redo(&mut tree).is_some());
    }
    assert_eq!(
        write_movetext(&tree),
        "1. e4 c5 (1... e6) 2. c3 (2. Nf3 d6) *"
    );
}

#[test]
fn a_new_edit_after_undo_forgets_the_redo() {
    let mut tree = read_one("1. e4 e5 *");
    let mut history = History::default();
    let e5 = node(&tree, &["e4", "e5"]);
    history.record(tree.delete(e5).unwrap());
    let focus = history.undo(&mut tree).unwrap();
    assert_eq!(focus, node(&tree, &["e4"]));
    let e4 = node(&tree, &["e4"]);
    history.record(tree.toggle_nag(e4, 1).unwrap());
    assert!(!history.can_redo());
    assert_eq!(write_movetext(&tree), "1. e4! e5 *");
}

#[test]
fn glyphs_of_one_kind_replace_each_other_and_observations_add_up() {
    let mut tree = read_one("1. e4 *");
    let e4 = node(&tree, &["e4"]);
    tree.toggle_nag(e4, 1).unwrap();
    tree.toggle_nag(e4, 4).unwrap();
    tree.toggle_nag(e4, 16).unwrap();
    tree.toggle_nag(e4, 14).unwrap();
    tree.toggle_nag(e4, 36).unwrap();
    tree.toggle_nag(e4, 146).unwrap();
    assert_eq!(tree.annotation(e4).nags, vec![4, 14, 36, 146]);
    tree.toggle_nag(e4, 36).unwrap();
    assert_eq!(tree.annotation(e4).nags, vec![4, 14, 146]);
    assert_eq!(write_movetext(&tree), "1. e4?? $14 $146 *");
    assert_eq!(tree.toggle_nag(e4, 0).unwrap_err(), EditError::BadGlyph);
    assert_eq!(
        tree.toggle_nag(GameTree::ROOT, 1).unwrap_err(),
        EditError::Root
    );
}

#[test]
fn comments_and_shapes_edit_and_undo() {
    let mut tree = read_one("1. e4 {[%clk 0:05:00] old} *");
    let mut history = History::default();
    let e4 = node(&tree, &["e4"]);
    history.record(
        tree.set_comment_text(e4, Place::After, "new words")
            .unwrap(),
    );
    history.record(
        tree.toggle_shape(e4, Shape::arrow(ShapeColor::Red, sq("e4"), sq("e5")))
            .unwrap(),
    );
    // The same squares in another colour: recoloured, not added.
    history.record(
        tree.toggle_shape(e4, Shape::arrow(ShapeColor::Blue, sq("e4"), sq("e5")))
            .unwrap(),
    );
    history.record(
        tree.set_comment_text(GameTree::ROOT, Place::After, "intro")
            .unwrap(),
    );
    assert_eq!(
        write_movetext(&tree),
        "{intro} 1. e4 {[%cal Be4e5] [%clk 0:05:00] new words} *"
    );
    // Toggling the same shape in its colour removes it.
    history.record(
        tree.toggle_shape(e4, Shape::arrow(ShapeColor::Blue, sq("e4"), sq("e5")))
            .unwrap(),
    );
    assert_eq!(
        write_movetext(&tree),
        "{intro} 1. e4 {[%clk 0:05:00] new words} *"
    );
    while history.undo(&mut tree).is_some() {}
    assert_eq!(write_movetext(&tree), "1. e4 {[%clk 0:05:00] old} *");
    assert_eq!(
        tree.set_comment_text(e4, Place::After, "old").unwrap_err(),
        EditError::Unchanged
    );
}

#[test]
fn compacted_drops_deleted_moves_and_keeps_the_rest() {
    let mut tree = read_one("1. e4 $1 {x} e5 (1... c5) *");
    let c5 = node(&tree, &["e4", "c5"]);
    tree.delete(c5).unwrap();
    let compact = tree.compacted();
    assert_eq!(write_tree(&compact), write_tree(&tree));
    assert_eq!(compact.move_count(), 2);
}

#[test]
fn a_game_becomes_a_tree_and_its_main_line_a_game_again() {
    let mut game = crate::rules::Game::new();
    for san in ["f3", "e5", "g4", "Qh4#"] {
        game.play_san(san).unwrap();
    }
    let tree = GameTree::from_game(&game, vec![("White".into(), "Ann".into())]);
    assert_eq!(
        write_tree(&tree),
        "[White \"Ann\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n"
    );
    let back = tree.mainline_game();
    assert_eq!(back.moves().len(), 4);
    assert!(back.is_over());
}

/// A game with no tags that opens with a comment keeps it as the comment
/// before its first move (both readers take the game), while a comment
/// between games, followed by the next game's tags, is passed over.
#[test]
fn a_tagless_game_s_opening_comment_is_kept() {
    let text = "{Intro} 1. e4 e5 *\n";
    let tree = read_trees(text).remove(0).expect("reads");
    assert_eq!(tree.annotation(GameTree::ROOT).after.text(), "Intro");
    assert_eq!(write_tree(&tree), text);
    let game = crate::rules::read_games(text).remove(0).expect("reads");
    assert_eq!(game.game.ply_count(), 2);

    let two = "[Event \"A\"]\n\n1. d4 *\n\n{between the games}\n\n[Event \"B\"]\n\n1. c4 *\n";
    let trees: Vec<GameTree> = read_trees(two)
        .into_iter()
        .map(|t| t.expect("reads"))
        .collect();
    assert_eq!(trees.len(), 2);
    assert!(trees[1].annotation(GameTree::ROOT).after.is_empty());
    assert_eq!(trees[1].tag("Event"), Some("B"));
}
