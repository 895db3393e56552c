"""Vietnamese for the explorables (:mod:`tamcuc.explore`): the trick builder, the ladder, the bắt cái counter
and the reveal. The reader is a child, *em*; the buttons say what the child does (bấm, chọn, lật, đếm)."""

MESSAGES = {
    # -- shared ------------------------------------------------------------------------------------------
    "The cards answer your clicks once the game engine has loaded.":
        "Khi chương trình tải xong, em bấm vào các quân là được.",
    "red": "đỏ",
    "black": "đen",
    "state={value}: give a short text (at most {n} characters)":
        "state={value}: hãy ghi một đoạn chữ ngắn (nhiều nhất {n} kí tự)",
    "state={value}: not the state of an explorable": "state={value}: đây không phải trạng thái của một trò tương tác",
    "{what}={value}: give 0 or 1": "{what}={value}: hãy ghi 0 hoặc 1",
    "seat={seat}: seats are numbered 0 … {last}": "seat={seat}: các chỗ ngồi được đánh số 0 … {last}",
    "act={act}: not a click of this explorable": "act={act}: trò tương tác này không có nút ấy",
    "kind={kind}: the explorables are {kinds}": "kind={kind}: các trò tương tác là {kinds}",
    "rules={rules}: give a Rules for {n} players, one per seat":
        "rules={rules}: hãy đưa một Rules cho {n} người chơi, mỗi chỗ ngồi một người",
    "there is only one {card} in the deck: pick another card": "cỗ bài chỉ có một quân {card}: em chọn quân khác nhé",
    # -- the trick builder -------------------------------------------------------------------------------
    "plays={plays}: give each seat's cards, two to four seats":
        "plays={plays}: hãy ghi quân của từng chỗ ngồi, từ hai đến bốn chỗ",
    "{name} leads: pick {name}'s cards first": "Em chọn quân cho {name} trước đã, vì {name} gọi bài",
    "{name} has laid {n}, as many cards as the leader called: click a laid card to take it back":
        "{name} đã úp đủ {n} quân, bằng số quân người gọi bài đã gọi; muốn đổi, em bấm vào quân đã đặt để lấy lại",
    "card={card}: {name} has no such card": "card={card}: {name} không có quân ấy",
    "Not yet a trick: {reason}.": "Chưa thành lượt bài vì {reason}.",
    "Click {name}'s card to take it back.": "Em bấm vào quân của {name} để lấy lại.",
    "Click {calls} card for {name}, who leads.": "Em bấm {calls} quân cho {name}, người gọi bài.",
    "Now {name}: click {n} card, or fold.": "Đến phiên {name}: em bấm {n} quân, hoặc cho {name} chui.",
    "Now {name}: click {n} more card ({call} in all), or fold.":
        "Đến phiên {name}: em bấm thêm {n} quân (cho đủ {call} quân), hoặc cho {name} chui.",
    "Take {card} back from {name}": "Lấy lại {card} của {name}",
    "Fold (chui)": "Chui",
    "Folded (chui) ✓": "Đã chui ✓",
    "Give cards to {name}": "Chọn quân cho {name}",
    "{n} left": "còn {n}",
    "Give {card} to {name}": "Đưa {card} cho {name}",
    "First trick of the deal": "Lượt đầu của ván",
    "Clear the table": "Dọn chiếu",
    "Cards below go to {name}; pick a name to fill another seat, a laid card to take it back.":
        "Quân em bấm ở dưới sẽ về tay {name}; bấm vào tên để chọn quân cho người khác, bấm vào quân đã đặt để lấy lại.",
    # -- the ladder --------------------------------------------------------------------------------------
    "picked={picked}: give at most two cards": "picked={picked}: chỉ chọn nhiều nhất hai quân",
    "Pick two cards: the page says which wins, and why.": "Em bấm vào hai quân: trang sẽ cho biết quân nào thắng, và vì sao.",
    "The {card}. Now pick another card.": "Em đã chọn {card}. Giờ em bấm thêm một quân nữa.",
    "Two {card}s are equal: neither beats the other. In a trick the one laid first wins "
    "(this book's rule; agree on it before you play).":
        "Hai quân {card} bằng nhau: không quân nào ăn quân nào. Trong một lượt, quân ra trước thắng "
        "(đó là luật của sách này; cả chiếu nên thoả thuận trước khi chơi).",
    "Two {card}s are equal: neither beats the other. In a trick the one laid later wins "
    "(the rule chosen here; agree on it before you play).":
        "Hai quân {card} bằng nhau: không quân nào ăn quân nào. Trong một lượt, quân ra sau thắng "
        "(đó là luật đã chọn ở đây; cả chiếu nên thoả thuận trước khi chơi).",
    "The {winner} beats the {loser}: {why}.": "Quân {winner} ăn quân {loser}: {why}.",
    "Pick {card}": "Chọn {card}",
    # -- bắt cái -----------------------------------------------------------------------------------------
    "{name} draws the {card}. Press Count: {name} says Tướng, the next player Sĩ, and so on.":
        "{name} rút được {card}. Em bấm Đếm: {name} đọc Tướng, người kế tiếp đọc Sĩ, cứ thế.",
    "{name} says {rank}.": "{name} đọc {rank}.",
    "The count stops at the drawn card's name, {rank}: {name} deals.":
        "Đếm đến {rank}, đúng tên lá đã rút, thì dừng: {name} làm cái.",
    "draws": "bắt cái",
    "deals": "làm cái",
    "{name} draws": "{name} bắt cái",
    "Draw {card}": "Rút {card}",
    "{n} at the table": "Chiếu {n} người",
    "Count": "Đếm",
    "Count to the end": "Đếm đến hết",
    "Count again": "Đếm lại",
    "Pick a name to choose who draws, and a card to choose what is drawn.":
        "Em bấm vào một cái tên để chọn người bắt cái, và bấm vào một quân để chọn lá được rút.",
    # -- the reveal --------------------------------------------------------------------------------------
    "Everyone has laid {n} card face down. Press Turn over: {name}, who leads, shows first.":
        "Mỗi người đã úp {n} quân. Em bấm Lật bài: {name}, người gọi bài, lật trước.",
    "{name} folds (chui): the cards stay face down, and nobody sees them.":
        "{name} chui: bài vẫn úp, không ai khác được xem.",
    "So far {name} is ahead, with {play}.": "Lúc này, trên chiếu, {play} của {name} lớn nhất.",
    "Turn over": "Lật bài",
    "Back": "Lùi lại",
    # -- the trick builder's First trick toggle: what a press does (TrickBuilder.first_trick_words) ----------------
    "First trick of the deal: on. These rules ban no card in the first trick, so nothing changes.":
        "Đã bật “Lượt đầu của ván”. Luật này không cấm quân nào ở lượt đầu, nên không có gì thay đổi.",
    "First trick of the deal: off. These rules ban no card in the first trick, so nothing changes.":
        "Đã tắt “Lượt đầu của ván”. Luật này không cấm quân nào ở lượt đầu, nên không có gì thay đổi.",
    "First trick of the deal: off. This is a later trick: no card is banned.":
        "Đã tắt “Lượt đầu của ván”. Đây là một lượt sau lượt đầu: không quân nào bị cấm.",
    "First trick of the deal: on. These rules ban {banned} in it ({saying}): a lead that holds one is refused, and "
    "a follower who shows one counts as folded; {top}.":
        "Đã bật “Lượt đầu của ván”. Luật này cấm {banned} ở lượt đầu ({saying}): người gọi bài không được gọi bài có "
        "quân ấy, còn người đi theo mà lật quân ấy thì coi như chui; {top}.",
    "First trick of the deal: on. These rules ban {banned} in it: a lead that holds one is refused, and a follower "
    "who shows one counts as folded; {top}.":
        "Đã bật “Lượt đầu của ván”. Luật này cấm {banned} ở lượt đầu: người gọi bài không được gọi bài có quân ấy, "
        "còn người đi theo mà lật quân ấy thì coi như chui; {top}.",
}
