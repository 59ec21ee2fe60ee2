//! One tree's moves and notes brought into another: the same game met again
//! with more in it (a file imported a second time with comments, glyphs,
//! arrows or variations added) keeps what it had and gains the rest.

use super::{Annotation, GameTree, nag};

impl GameTree {
    /// Brings `other`'s moves and notes into this tree, which must start
    /// from the same position: a move this tree lacks is added with all
    /// that follows it, after the moves already there (a new variation);
    /// a move both have gains the comment parts, glyphs and commands it
    /// lacks (its own kept first; a glyph of a kind it has already, "!"
    /// against "?", is not added). Tags and result stay this tree's.
    /// Returns whether anything changed.
    pub fn merge(&mut self, other: &GameTree) -> bool {
        if self.start() != other.start() {
            return false;
        }
        let mut changed = false;
        let mut stack = vec![(GameTree::ROOT, GameTree::ROOT)];
        while let Some((here, there)) = stack.pop() {
            changed |= merge_annotation(self.annotation_mut(here), other.annotation(there));
            // Pushed in reverse so that the children are met in order.
            let mut next = Vec::new();
            for &child in other.children(there) {
                let mv = other.mv(child).expect("only the root has no move");
                let mine = match self.child_with(here, mv) {
                    Some(mine) => mine,
                    None => {
                        changed = true;
                        self.push_child(here, mv)
                    }
                };
                next.push((mine, child));
            }
            stack.extend(next.into_iter().rev());
        }
        changed
    }
}

/// Adds to `mine` what `theirs` says that it does not.
fn merge_annotation(mine: &mut Annotation, theirs: &Annotation) -> bool {
    let mut changed = mine.before.merge(&theirs.before);
    changed |= mine.after.merge(&theirs.after);
    for &glyph in &theirs.nags {
        let kind = nag::kind(glyph);
        let taken = mine
            .nags
            .iter()
            .any(|&n| n == glyph || (kind != nag::NagKind::Observation && nag::kind(n) == kind));
        if !taken {
            mine.nags.push(glyph);
            changed = true;
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use crate::rules::tree::{read_trees, write_movetext};

    fn merged(mine: &str, theirs: &str) -> (String, bool) {
        let mut tree = read_trees(mine).remove(0).unwrap();
        let other = read_trees(theirs).remove(0).unwrap();
        let changed = tree.merge(&other);
        // Compared as one line, wherever the writer breaks them.
        (write_movetext(&tree).replace('\n', " "), changed)
    }

    #[test]
    fn the_notes_and_lines_a_tree_lacks_are_added_after_its_own() {
        let (text, changed) = merged(
            "1. e4 {mine} e5 2. Nf3 *",
            "[Event \"?\"]\n\n{Intro} 1. e4 {theirs} e5 $1 (1... c5 {Sicilian} 2. Nf3) 2. Nf3 {[%clk 0:01:00]} *",
        );
        assert!(changed);
        assert_eq!(
            text,
            "{Intro} 1. e4 {mine theirs} 1... e5! (1... c5 {Sicilian} 2. Nf3) 2. Nf3 {[%clk 0:01:00]} *"
        );
    }

    #[test]
    fn what_a_tree_has_already_is_not_added_twice_and_its_own_glyph_stays() {
        let mine = "1. e4! {best [%cal Ge2e4]} e5 *";
        let (text, changed) = merged(mine, "1. e4? {best [%cal Ge2e4]} e5 *");
        assert!(!changed);
        assert_eq!(text, "1. e4! {best [%cal Ge2e4]} 1... e5 *");
        // An observation glyph goes beside a move glyph.
        let (text, changed) = merged(mine, "1. e4 $36 e5 *");
        assert!(changed);
        assert!(text.starts_with("1. e4! $36"), "{text}");
    }

    #[test]
    fn a_tree_from_another_start_is_left_alone() {
        let (text, changed) = merged(
            "1. e4 e5 *",
            "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O *",
        );
        assert!(!changed);
        assert_eq!(text, "1. e4 e5 *");
    }
}
