# The Studies screen and the analysis board's study bar.
studies-title = Studies
studies-hint = Your studies: chapters of annotated games and lines, kept in the library
studies-search = Search by name, folder or tag
studies-new-name = A new study's name
studies-new = New study
studies-choose = Choose a study on the left to see its chapters.
studies-none = No studies yet: make one here, or keep the analysis board in one.
studies-row = { $name } ({ $chapters ->
        [one] 1 chapter
       *[other] { $chapters } chapters
    })
studies-rename-hint = A new name
studies-rename = Rename
studies-duplicate = Duplicate as
studies-delete = Delete study
studies-open-hint = Open this chapter on the analysis board
studies-moves = { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }
studies-moves-hint = Both sides' moves counted one by one, variations included
studies-delete-chapter = Delete this chapter
studies-chapter-name = Chapter name
studies-chapter-fen = FEN (empty: the start position)
studies-add-chapter = Add chapter
studies-chapter-default = Chapter { $number }
studies-delete-study-question = Delete this study and all its chapters?
studies-delete-chapter-question = Delete this chapter?
studies-delete-yes = Delete
studies-delete-no = Keep it
studies-previous-chapter = The previous chapter
studies-next-chapter = The next chapter
studies-on-board = { $study }: chapter { $number } of { $count }, { $chapter }
studies-save-board = Keep in a study
studies-new-study = A new study
studies-save = Keep
studies-scratch = Scratch
studies-scratch-chapter = Analysis, { $date }
studies-import-file = Import a PGN file as a study:
studies-import-hint = /path/to/study.pgn (or .pgn.zst, .gz, .bz2)
studies-import-name = Name (else the file's)
studies-import = Import
studies-imported = Study “{ $study }” imported: { $chapters ->
        [one] 1 chapter
       *[other] { $chapters } chapters
    }{ $skipped ->
        [0] {""}
        [one] , 1 game of the file left out (it did not read)
       *[other] , { $skipped } games of the file left out (they did not read)
    }.
studies-folder = Folder
studies-tags = Tags
studies-tags-hint = openings, endgames
studies-file = File
studies-export-to = Export to
studies-export = Export the study
studies-exported = { $chapters ->
        [one] 1 chapter
       *[other] { $chapters } chapters
    } written to { $path }.
studies-drag-hint = Drag to another place, or onto a study on the left
studies-move-up = Move up (earlier)
studies-move-down = Move down (later)
studies-chapter-menu = More for this chapter
studies-rename-chapter = Rename…
studies-move-to = Move to study
studies-review-chapter = Review its main line
studies-review-unfinished = Only a finished game can be reviewed: this chapter's main line has no result. Open it on the analysis board, or play a game from its start.
studies-play-chapter = Play a game from its start
studies-export-chapter = Export this chapter
studies-export-chapter-hint = Type the file's path in "Export to" first
studies-games-added = { $games ->
        [one] 1 game
       *[other] { $games } games
    } added to “{ $study }”{ $skipped ->
        [0] {""}
       *[other] ; { $skipped } left out (their record does not read)
    }.
library-to-study = Add to study
library-to-study-hint = The selected game, or every game listed, as chapters at the end of a study
library-to-study-listed = Every game listed ({ $games })
library-to-study-which = { $games ->
        [0] Select a game, or tick every game listed
        [one] The game goes to:
       *[other] The { $games } games go to:
    }
# Interactive lessons: a chapter whose moves the player finds.
studies-lesson = Interactive lesson
studies-lesson-hint = Opened, the chapter asks for the main line's moves of the side it is seen from, with its comments after each move; a wrong move is taken back with the chapter's comment on it, or the comment before the move wanted as a hint. A variation marked ! or !! is accepted too.
studies-edit-lesson = Edit the lesson on the analysis board
studies-seen-from-black = Seen from Black
studies-lesson-mark = { $side ->
    [white] lesson, as White
   *[black] lesson, as Black
}
study-lesson-title = Interactive lesson
study-lesson-started = { $chapter }: find { $side ->
    [white] White's
   *[black] Black's
} moves
study-lesson-find = Your move: find { $side ->
    [white] White's
   *[black] Black's
} move.
study-lesson-watch = The other side moves…
study-lesson-not-the-move = Not the lesson's move: try again.
study-lesson-done = Lesson complete{ $mistakes ->
    [0] {""}, without a wrong move.
    [one] , with 1 wrong move.
   *[other] , with { $mistakes } wrong moves.
}
study-lesson-mistakes = Wrong moves: { $mistakes }
study-lesson-restart = Begin again
study-lesson-back = Back to the study
