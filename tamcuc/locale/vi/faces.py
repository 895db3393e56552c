"""Vietnamese for the faces: the game table, the page's engine, printables, worksheets, the command line.

See :mod:`tamcuc.locale.vi`. Words from the project's vocabulary (notes/TERMS.md): lượt
(a trick), phiên (a turn), gọi bài (to lead), úp / lật (lay face down / show), chui,
trình làng, ván (a deal), nhà cái, bắt cái, máy (the computer player).
"""

MESSAGES = {
    # -- the skeleton's examples (tamcuc.i18n) ---------------------------------------------------
    "{name} wins the trick.": "{name} thắng nước này.",
    "{n} card": "{n} lá bài",
    # -- the game table: buttons, choices --------------------------------------------------------
    "Play": "Ra bài",
    "Show": "Lật bài",
    "Chui": "Chui",
    "Declare": "Trình làng",
    "Pass": "Bỏ qua",
    "Hint": "Gợi ý",
    "New deal": "Ván mới",
    "easy (random player)": "dễ (máy đánh bừa)",
    "medium (careful player)": "vừa (máy đánh cẩn thận)",
    "hard (sampling player)": "khó (máy tính trước nhiều cách chia)",
    "easy": "dễ",
    "medium": "vừa",
    "hard": "khó",
    "folk": "dân gian",
    "learning": "tập chơi",
    "Players": "Số người chơi",
    "Rules": "Luật",
    "Computer": "Máy",
    "Deal number": "Ván số",
    "(the same number deals the same cards)": "(cùng một số ván thì chia đúng những quân ấy)",
    "the same number deals the same cards": "cùng một số ván thì chia đúng những quân ấy",
    "pick": "chọn",
    "Your hand": "Bài trên tay bạn",
    "(select cards, then press a button):": "(chọn quân, rồi bấm một nút):",
    "What has happened": "Diễn biến ván bài",
    "Final scores": "Điểm cuối ván",
    "why?": "vì sao?",
    "no cards left": "hết bài",
    "no cards": "hết bài",
    "no cards on the table": "chưa có quân nào trên bàn",
    "On the table:": "Trên bàn:",
    "You": "Bạn",
    "you": "bạn",
    "Game table: {title}": "Bàn chơi: {title}",
    "{players} players, {preset} rules, computer {strength}, deal number {seed}":
        "{players} người chơi, luật {preset}, máy mức {strength}, ván số {seed}",
    "Table replay: {players} players, {preset} rules, deal number {seed}":
        "Xem lại ván: {players} người chơi, luật {preset}, ván số {seed}",
    "(computer, {cards} in hand, kept {kept})": "(máy, còn {cards} trên tay, đã ăn {kept} quân)",
    "You have kept {cards}: {pictures}": "Bạn đã ăn được {cards}: {pictures}",
    "You have kept {cards}.": "Bạn đã ăn được {cards}.",
    # -- the game table: the story of the deal ---------------------------------------------------
    "the card {name}": "quân {name}",
    "You are {me}; the computer plays {others}.": "Bạn là {me}; máy chơi thay {others}.",
    "Bắt cái: {drawer} drew {card}, so {dealer} deals and leads.":
        "Bắt cái: {drawer} rút được {card}, nên {dealer} làm cái và gọi bài trước.",
    "{name} was picked at random to lead.": "{name} được chọn ngẫu nhiên để gọi bài trước.",
    "The deal is over. {summary}.": "Ván đã xong. {summary}.",
    "Press New deal to start deal number {number} with these settings.":
        "Bấm Ván mới để chơi ván số {number} với những lựa chọn này.",
    "Wait: it is not your turn.": "Chờ đã: chưa đến phiên bạn.",
    "The deal is over.": "Ván đã xong.",
    "Not allowed: {reason}.": "Không được: {reason}.",
    "Not allowed: {reason}": "Không được: {reason}",
    "The deal is over: see the scores below, or press New deal.":
        "Ván đã xong: xem điểm ở dưới, hoặc bấm Ván mới.",
    "declare your soldiers, or pass": "trình làng các quân tốt của bạn, hoặc bỏ qua",
    "lead: select a play ({calls} cards) and press Play": "gọi bài: chọn {calls} quân rồi bấm Ra bài",
    "lay {n} card face down: select it and press Play": "úp {n} quân xuống: chọn quân rồi bấm Ra bài",
    "show your laid cards, or fold (chui)": "lật những quân đã úp, hoặc chui",
    "Trick {n}": "Lượt {n}",
    "Trick {n} (first trick: the ban applies)": "Lượt {n} (lượt đầu: có luật cấm)",
    "{trick}. Your turn: {what}.": "{trick}. Đến phiên bạn: {what}.",
    "{trick}. Waiting for {name}.": "{trick}. Đang chờ {name}.",
    # -- the game table: refusals ----------------------------------------------------------------
    "show or fold (chui)": "lật bài hoặc chui",
    "declare or pass": "trình làng hoặc bỏ qua",
    "now is the time to {what}, not to play cards": "bây giờ là lúc {what}, chưa phải lúc ra bài",
    "select the card to lay first (click it), then press Play":
        "hãy chọn trước quân để úp (bấm vào quân ấy), rồi bấm Ra bài",
    "select the {n} cards to lay first (click them), then press Play":
        "hãy chọn trước {n} quân để úp (bấm vào từng quân), rồi bấm Ra bài",
    "select the cards to lead first (click them), then press Play":
        "hãy chọn trước những quân để gọi bài (bấm vào từng quân), rồi bấm Ra bài",
    "there is nothing to show yet: lay your cards first": "chưa có gì để lật: hãy úp bài trước đã",
    "there is nothing to chui yet: lay your cards first": "chưa có gì để chui: hãy úp bài trước đã",
    "you hold no four or five soldiers of one colour to declare":
        "bạn không có bốn hay năm quân tốt cùng màu để trình làng",
    "the {preset} rules are for {players} players, not {asked}":
        "luật {preset} dành cho {players} người chơi, không phải {asked}",
    "no strength called {name}; choose one of {choices}":
        "không có mức chơi nào tên là {name}; hãy chọn một trong {choices}",
    "seat={seat}: seats are numbered 0 … {last}": "seat={seat}: các chỗ ngồi được đánh số từ 0 đến {last}",
    "card {index} of your hand: you hold {cards}": "quân số {index} trên tay: bạn chỉ có {cards}",
    "the deal number {value} is not a whole number": "số ván {value} không phải là số nguyên",
    "the deal number {value} is not between 0 and {biggest}": "số ván {value} không nằm trong khoảng từ 0 đến {biggest}",
    "players={value}: Tam Cúc is played by 2, 3 or 4 players": "players={value}: Tam Cúc chơi 2, 3 hoặc 4 người",
    "no rules called {name}; choose one of {choices}": "không có luật nào tên là {name}; hãy chọn một trong {choices}",
    "no choice called {name}; the choices are players, preset, strength and seed":
        "không có lựa chọn nào tên là {name}; các lựa chọn là players, preset, strength và seed",
    "no button called {name}; the buttons are {choices}": "không có nút nào tên là {name}; các nút là {choices}",
    "no table event called {name}; the events are toggle, click, step and choose":
        "bàn chơi không có sự kiện {name}; các sự kiện là toggle, click, step và choose",
    # -- the game table: hints -------------------------------------------------------------------
    "No hint now: it is not your turn.": "Lúc này chưa có gợi ý: chưa đến phiên bạn.",
    "That is the move the computer's way of playing picks here.": "Đó là nước mà cách chơi của máy chọn ở chỗ này.",
    "It is the only thing you can do now.": "Lúc này bạn chỉ làm được đúng việc ấy.",
    "Hint: {advice}.": "Gợi ý: {advice}.",
    "{hint} ({other} is just as good.)": "{hint} ({other} cũng tốt ngang như vậy.)",
    "{hint} ({others} are just as good.)": "{hint} ({others} cũng tốt ngang như vậy.)",
    "lead {play}": "gọi {play}",
    "lay {cards}": "úp {cards}",
    "show your {play}": "lật {play} của bạn",
    "fold (chui) and keep your cards hidden": "chui (úp bỏ, không lật bài ra)",
    "declare {play}": "trình làng {play}",
    "pass (declare nothing now)": "bỏ qua (lúc này chưa trình làng gì)",
    "level with the others": "ngang với những người khác",
    "{n} card ahead of the others": "hơn những người khác {n} quân",
    "{n} card behind the others": "kém những người khác {n} quân",
    "The computer cannot see the other players' cards, so it imagined {worlds} different ways they could be "
    "dealt. For each one, it tried your possible moves and played the deal to the end, carefully, for "
    "everyone. Then it counted your cards won (and bonuses) against the others' average.":
        "Máy không nhìn thấy bài của những người khác, nên nó thử hình dung {worlds} cách bài có thể đã được "
        "chia. Với mỗi cách, nó thử từng nước bạn có thể đi, rồi đánh tiếp ván bài đến hết, thật cẩn thận, "
        "cho tất cả mọi người. Sau đó nó đếm số quân bạn ăn được (cả điểm thưởng) và so với mức trung bình "
        "của những người khác.",
    "The computer cannot see the other players' cards, so it imagined many ways they could be dealt. For "
    "each one, it tried your possible moves and played the deal to the end, carefully, for everyone. Then it "
    "counted your cards won (and bonuses) against the others' average.":
        "Máy không nhìn thấy bài của những người khác, nên nó thử hình dung nhiều cách bài có thể đã được "
        "chia. Với mỗi cách, nó thử từng nước bạn có thể đi, rồi đánh tiếp ván bài đến hết, thật cẩn thận, "
        "cho tất cả mọi người. Sau đó nó đếm số quân bạn ăn được (cả điểm thưởng) và so với mức trung bình "
        "của những người khác.",
    "{move}: you end {ahead}, on average.": "{move}: tính trung bình, cuối ván bạn {ahead}.",
    "{n} other move came out no better.": "{n} nước khác không tốt hơn.",
    "<p><strong>This game table needs Python.</strong> On the website it starts by itself in browsers that "
    "can run the game engine; otherwise, open this lesson's notebook in JupyterLab (<code>jupyter lab "
    "book/</code>) and run the cells to choose the number of players, the rules and the computer's strength, "
    "and play a whole deal.</p><p>Here you can step through a deal that computer players played with the "
    "same settings:</p>":
        "<p><strong>Bàn chơi này cần Python.</strong> Trên trang web, bàn chơi tự chạy trong những trình duyệt "
        "chạy được bộ máy trò chơi; nếu không, hãy mở sổ tay (notebook) của bài này trong JupyterLab "
        "(<code>jupyter lab book/</code>) rồi chạy các ô để chọn số người chơi, luật chơi và mức chơi của "
        "máy, và đánh trọn một ván.</p><p>Ở đây bạn có thể xem lại từng bước một ván mà các máy đã chơi với "
        "cùng những lựa chọn ấy:</p>",
    # -- the engine in the page (tamcuc.web.ENGINE_WORDS) ----------------------------------------
    "loading Pyodide": "đang tải Pyodide",
    "loading Python's files": "đang tải các tệp của Python",
    "starting Python": "đang khởi động Python",
    "installing tamcuc": "đang cài tamcuc",
    "ready": "đã sẵn sàng",
    "Loading the game engine… ({n} of {total}: {step})": "Đang tải bộ máy trò chơi… (bước {n}/{total}: {step})",
    "Loading the game engine…": "Đang tải bộ máy trò chơi…",
    "The game engine is ready.": "Bộ máy trò chơi đã sẵn sàng.",
    "The game engine could not start in this browser; the page works as before.":
        "Bộ máy trò chơi không chạy được trong trình duyệt này; trang vẫn dùng được như trước.",
    "Thinking about a hint…": "Đang nghĩ gợi ý…",
    "Try it: change the code and press Run": "Thử xem: sửa mã rồi bấm Chạy",
    "Run": "Chạy",
}
"""Vietnamese for the faces messages (see :mod:`tamcuc.locale.vi`)."""
