"""Vietnamese for the review of a deal (:func:`tamcuc.review`, in :mod:`tamcuc._review`) and the table's Review button.

Said to a child reader ("em"); the marks in short plain words: hay nhất, tốt, chưa hay, sai.
"""

MESSAGES = {
    # -- the marks ------------------------------------------------------------------------------
    "best": "hay nhất",
    "good": "tốt",
    "inaccuracy": "chưa hay",
    "mistake": "sai",
    "Trick {n}: {mark}": "Lượt {n}: {mark}",
    # -- one sentence per decision -------------------------------------------------------------
    "To {played} was the best choice here: about {value} points on average.":
        "Em {played}: đó là cách hay nhất lúc này, trung bình em được khoảng {value} điểm.",
    "To {played} was a good choice: about {value} points on average, close to the best ({best}: {best_value}).":
        "Em {played}: cách này tốt, trung bình em được khoảng {value} điểm, gần bằng cách hay nhất "
        "({best}: {best_value}).",
    "To {played} was a little weaker: about {value} points on average; to {best} would have made about "
    "{best_value} ({loss} more).":
        "Em {played}: cách này chưa hay lắm, trung bình em chỉ được khoảng {value} điểm; nếu em {best} thì "
        "được khoảng {best_value} điểm (hơn {loss} điểm).",
    "To {played} was a mistake: about {value} points on average; to {best} would have made about "
    "{best_value} ({loss} more).":
        "Em {played}: nước này sai, trung bình em chỉ được khoảng {value} điểm; nếu em {best} thì được "
        "khoảng {best_value} điểm (hơn {loss} điểm).",
    # -- the summary -----------------------------------------------------------------------------
    "{n} mistake": "{n} nước sai",
    "{n} inaccuracy": "{n} nước chưa hay",
    "no mistakes": "không có nước sai nào",
    "{n} point": "{n} điểm",
    "{head}; you made {kept}, best play would have made about {best}":
        "{head}; em được {kept}, còn nếu chơi hay nhất thì em được khoảng {best} điểm",
    # -- the table's Review ------------------------------------------------------------------------
    "Review": "Xem lại ván",
    "Close the review": "Đóng phần xem lại",
    "Review {name}'s play": "Xem lại ván của {name}",
    "Review of your play": "Xem lại ván của em",
    "Review of {name}'s play": "Xem lại ván của {name}",
    "Reviewing your play… ({done} of {total} decisions)": "Đang xem lại ván của em… (xong {done}/{total} nước)",
    "Reviewing {name}'s play… ({done} of {total} decisions)": "Đang xem lại ván của {name}… (xong {done}/{total} nước)",
    "Reviewing the deal…": "Đang xem lại ván…",
    "(Points: one for each card you kept, plus any bonus. Each choice was tried in {n} random deals of the cards "
    "you could not see, each played to the end carefully.)":
        "(Điểm: mỗi quân em ăn được là một điểm, cộng thêm điểm thưởng nếu có. Máy thử mỗi nước đi với {n} cách "
        "chia ngẫu nhiên những quân em không nhìn thấy, và lần nào cũng đánh cẩn thận đến hết ván.)",
    "You had no choice to make in this deal.": "Ván này em không phải chọn nước nào.",
    "Decision {i} of {n}, trick {trick}": "Nước {i}/{n}, lượt {trick}",
    "Every decision": "Tất cả các nước",
    "the review comes after the scores: play the deal to the end first":
        "xem lại ván sau khi tính điểm: em hãy chơi hết ván trước đã",
    "seat {seat}: only a seat a person played can be reviewed ({seats})":
        "chỗ {seat}: chỉ xem lại được những chỗ do người (không phải máy) ngồi chơi ({seats})",
    "no review button called {name}; they are a seat number, prev, next and close":
        "không có nút xem lại nào tên {name}; các nút là số chỗ ngồi, prev, next và close",
    # -- the marks on a replay -------------------------------------------------------------------
    "Review of {name}'s move: {mark}. {why}": "Xem lại nước của {name}: {mark}. {why}",
    "review={value}: give True or False": "review={value}: hãy cho True hoặc False",
    # -- refusals ---------------------------------------------------------------------------------
    "game={game}: a review needs a Game played to its end": "game={game}: muốn xem lại thì cần một Game đã chơi hết ván",
    "a review needs a finished deal: play it to the end first": "muốn xem lại thì ván phải xong: hãy chơi hết ván trước đã",
    "progress={progress}: give a function of (done, total), or None":
        "progress={progress}: hãy đưa một hàm nhận (done, total), hoặc None",
    "mark={mark}: a mark is one of {marks}": "mark={mark}: đánh giá phải là một trong {marks}",
}
