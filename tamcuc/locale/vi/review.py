"""Vietnamese for the review of a deal (:func:`tamcuc.review`, in :mod:`tamcuc._review`) and the table's Review button.

The Review is "Nhận xét ván" (a replay is "xem lại"). Said to a child reader ("em"); the marks in short plain words: hay nhất, tốt, chưa hay, sai.
"""

MESSAGES = {
    # -- the marks ------------------------------------------------------------------------------
    "best": "hay nhất",
    "good": "khá",
    "slip": "chưa hay",
    "mistake": "sai",
    "Trick {n}, {phase}: {mark}": "Lượt {n}, {phase}: {mark}",
    "declaring": "lúc trình làng",
    "leading": "lúc gọi bài",
    "laying": "lúc úp bài",
    "showing": "lúc lật bài",
    # -- one sentence per decision -------------------------------------------------------------
    "To {played} was the best choice here.": "Em {played}: đó là cách hay nhất lúc này.",
    "To {played} was a good choice, close to the best ({best}).":
        "Em {played}: cách này khá, gần bằng cách hay nhất ({best}).",
    "Better to {best}: in most of the deals the computer tried, that won this trick, and your move lost it.":
        "Lẽ ra em nên {best}: trong phần lớn các ván máy chia thử, đánh như thế thì ăn được lượt này, còn đánh "
        "như em thì thua lượt này.",
    "Better to {best}: that would have won this trick more often than your move.":
        "Lẽ ra em nên {best}: như thế em dễ ăn được lượt này hơn.",
    "Better to {best}: your move won this trick, but it spent {cards}, which would have won more later in the deal.":
        "Lẽ ra em nên {best}: nước em đi ăn được lượt này, nhưng lại tiêu mất {cards}, mà để dành thì về sau "
        "ăn được nhiều hơn.",
    "Better to {best}: your move won this trick, but the other choice wins more cards later in the deal.":
        "Lẽ ra em nên {best}: nước em đi ăn được lượt này, nhưng cách kia về sau ăn được nhiều quân hơn.",
    "Better to {best}: a fold keeps your cards secret, so the others cannot count them when they choose what to "
    "call.":
        "Lẽ ra em nên {best}: chui thì bài em vẫn kín, người khác không đếm được những quân ấy khi chọn bài để gọi.",
    "Better to {best}: declared cards count as won at once, and no one can take them from you.":
        "Lẽ ra em nên {best}: quân đã trình làng được tính là ăn ngay, không ai lấy được của em nữa.",
    "Better to {best}: that keeps {cards} back for a later trick, to win more there.":
        "Lẽ ra em nên {best}: như thế em để dành được {cards} cho lượt sau, để lúc ấy ăn được nhiều hơn.",
    "Better to {best}: over the rest of the deal, it wins more cards than your move.":
        "Lẽ ra em nên {best}: tính cả phần còn lại của ván, cách ấy ăn được nhiều quân hơn nước em đã đi.",
    "fewer than half a card": "chưa đến nửa quân",
    "about half a card": "khoảng nửa quân",
    "nearly one card": "gần một quân",
    "about {value} card": "khoảng {value} quân",
    "In the deals the computer tried, this move ended with {amount} kept.":
        "Trong các ván máy chia thử, đánh như thế thì hết ván em ăn được {amount}.",
    "In the deals the computer tried, this move ended with {amount} kept; the better move, {best}.":
        "Trong các ván máy chia thử, đánh như em thì hết ván ăn được {amount}; đánh cách kia thì {best}.",
    "In the deals the computer tried, this move ended with no cards kept.":
        "Trong các ván máy chia thử, đánh như thế thì hết ván em không ăn được quân nào.",
    "In the deals the computer tried, this move ended with hardly any cards kept.":
        "Trong các ván máy chia thử, đánh như thế thì hết ván em gần như không ăn được quân nào.",
    "In the deals the computer tried, this move ended with no cards kept; the better move, {best}.":
        "Trong các ván máy chia thử, đánh như em thì hết ván không ăn được quân nào; đánh cách kia thì ăn được "
        "{best}.",
    "In the deals the computer tried, this move ended with hardly any cards kept; the better move, {best}.":
        "Trong các ván máy chia thử, đánh như em thì hết ván gần như không ăn được quân nào; đánh cách kia thì ăn "
        "được {best}.",
    # -- the summary -----------------------------------------------------------------------------
    "{n} mistake": "{n} nước sai",
    "{n} slip": "{n} nước chưa hay",
    "Showing or folding (chui) loses this trick alike; a fold would also have kept your cards secret (lesson 5).":
        "Lật hay chui cũng thua lượt này; chui thì không ai biết em đã úp quân gì (xem Bài 5).",
    "no mistakes": "không có nước sai nào",
    "{n} card": "{n} quân",
    "{head}; you kept {cards} cards and a +{bonus} bonus (as good as {kept} cards), best play would have kept {best}":
        "{head}; em ăn được {cards} quân và được thưởng +{bonus} (tính như {kept} quân), còn nếu chơi hay nhất thì "
        "{best}",
    "{head}; you kept {kept}, best play would have kept {best}":
        "{head}; em ăn được {kept}, còn nếu chơi hay nhất thì {best}",
    "{head}; you kept no cards, and even best play would have kept hardly any":
        "{head}; em không ăn được quân nào, mà chơi hay nhất cũng gần như không ăn được quân nào",
    "{head}; you kept no cards, and even best play would seldom have kept one":
        "{head}; em không ăn được quân nào, mà chơi hay nhất cũng hiếm khi ăn được quân nào",
    "{head}; you kept no cards, and best play would have kept one only about half the time":
        "{head}; em không ăn được quân nào, còn nếu chơi hay nhất thì cũng chỉ ăn được một quân "
        "trong khoảng một nửa số ván máy chia thử",
    "{head}; you kept no cards, best play would have kept {best}":
        "{head}; em không ăn được quân nào, còn nếu chơi hay nhất thì em ăn được {best}",
    # -- the table's Review ------------------------------------------------------------------------
    "Review": "Nhận xét ván",
    "Close the review": "Đóng phần nhận xét",
    "Review {name}'s play": "Nhận xét ván của {name}",
    "Review of your play": "Nhận xét ván của em",
    "Review of {name}'s play": "Nhận xét ván của {name}",
    "Reviewing your play… ({done} of {total} decisions)": "Đang nhận xét ván của em… (xong {done} / {total} nước)",
    "Reviewing {name}'s play… ({done} of {total} decisions)": "Đang nhận xét ván của {name}… (xong {done} / {total} nước)",
    "Reviewing the deal…": "Đang nhận xét ván…",
    "{low} to {high}": "{low} đến {high}",
    "Cards kept, as the scores count them (a bonus counts as cards). The computer tried each choice in the same {count} "
    "random deals of the cards you could not see, each played to the end carefully, and calls a move a mistake only "
    "when it clearly lost more than a card, beyond what the luck of those deals could explain. Tried again with other "
    "random deals, a mistake stays a mistake about {agree} times in 100.":
        "Số quân ăn được tính như khi tính điểm (điểm thưởng tính như quân ăn được). Máy thử mỗi nước đi trên cùng một loạt gồm {count} "
        "cách chia ngẫu nhiên những quân em không nhìn thấy, lần nào cũng đánh cẩn thận đến hết ván, và chỉ gọi "
        "một nước là sai khi thấy rõ nước ấy làm em mất hơn một quân, chứ không phải do may rủi của những cách "
        "chia ấy. Thử lại với những cách chia khác, cứ 100 lần máy bảo một nước là sai thì khoảng {agree} lần nó vẫn "
        "bảo là sai.",
    "You had no choice to make in this deal.": "Ván này em không phải chọn nước nào.",
    "Decision {i} of {n}, trick {trick}": "Nước {i} / {n}, lượt {trick}",
    "Every decision": "Tất cả các nước",
    "How does the computer know?": "Vì sao máy biết?",
    "the review comes after the scores: play the deal to the end first":
        "chỉ nhận xét được khi ván đã tính điểm: em hãy chơi hết ván trước đã",
    "seat {seat}: only a seat a person played can be reviewed ({seats})":
        "chỗ {seat}: chỉ nhận xét được những chỗ do người (không phải máy) ngồi chơi ({seats})",
    "no review button called {name}; they are a seat number, prev, next and close":
        "phần nhận xét không có nút nào tên {name}; các nút là số chỗ ngồi, prev, next và close",
    # -- the marks on a replay -------------------------------------------------------------------
    "Review of {name}'s move: {mark}. {why}": "Nhận xét nước của {name}: {mark}. {why}",
    "review={value}: give True or False": "review={value}: hãy cho True hoặc False",
    # -- refusals ---------------------------------------------------------------------------------
    "game={game}: a review needs a Game played to its end": "game={game}: muốn nhận xét thì cần một Game đã chơi hết ván",
    "a review needs a finished deal: play it to the end first": "muốn nhận xét thì ván phải xong: hãy chơi hết ván trước đã",
    "progress={progress}: give a function of (done, total), or None":
        "progress={progress}: hãy đưa một hàm nhận (done, total), hoặc None",
    "mark={mark}: a mark is one of {marks}": "mark={mark}: đánh giá phải là một trong {marks}",
}
