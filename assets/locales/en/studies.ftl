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
