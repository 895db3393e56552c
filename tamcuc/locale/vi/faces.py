"""Vietnamese for the faces: the game table, the page's engine, printables, worksheets, the command line.

See :mod:`tamcuc.locale.vi`. Words from the project's vocabulary (docs/vietnamese-style.md): lượt
(a trick), phiên (a turn), gọi bài (to lead), úp / lật (lay face down / show), chui,
trình làng, ván (a deal), nhà cái, bắt cái, máy (the computer player).
"""

MESSAGES = {
    # -- the game table: buttons, choices --------------------------------------------------------
    "Play": "Ra bài",
    "Show": "Lật bài",
    "Chui": "Chui",
    "Declare": "Trình làng",
    "Pass": "Bỏ qua",
    "Hint": "Gợi ý",
    "New deal": "Ván mới",
    "easy: plays any allowed card": "dễ: máy ngẫu nhiên",
    "medium: plays carefully": "vừa: máy cẩn thận",
    "hard: thinks ahead": "khó: máy đoán bài",
    "easy": "dễ",
    "medium": "vừa",
    "hard": "khó",
    "beginners' rules": "luật tập chơi",
    "Players": "Số người chơi",
    "Rules": "Luật",
    "Computer": "Máy",
    "Deal number": "Ván số",
    "(the same number deals the same cards)": "(cùng số ván thì bao giờ cũng chia ra đúng những tay bài ấy)",
    "Your hand": "Bài trên tay em",
    "{name} to move: {name}'s hand": "Đến lượt {name}: bài trên tay {name}",
    "(select cards, then press a button):": "(chọn quân, rồi bấm một nút):",
    "What has happened": "Diễn biến ván bài",
    "Final scores": "Điểm cuối ván",
    "Why?": "Vì sao?",
    "You have played all your cards.": "Em đã đánh hết bài.",
    "{name} has played all their cards.": "{name} đã đánh hết bài.",
    "no cards": "hết bài",
    "no cards on the table": "chưa có quân nào",
    "On the table:": "Trên chiếu:",
    "On the table: {who} called {call}.": "Trên chiếu: {who} gọi {call}.",
    "You": "Em",
    "you": "em",
    "Game table: {title}": "Bàn chơi: {title}",
    "{players} players, {preset}, computer {strength}, deal number {seed}":
        "{players} người chơi, {preset}, máy mức {strength}, ván số {seed}",
    "Table replay: {players} players, {preset}, deal number {seed}":
        "Xem lại ván: {players} người chơi, {preset}, ván số {seed}",
    "You have kept {cards}: {pictures}": "Em đã ăn được {cards}: {pictures}",
    "You have not kept any cards yet.": "Em chưa ăn quân nào.",
    "You kept no cards.": "Em không ăn được quân nào.",
    # -- the game table: the story of the deal ---------------------------------------------------
    "the card {name}": "quân {name}",
    "You are {me}; the computer plays {others}.": "Em là {me}; máy chơi thay {others}.",
    "Bắt cái: {drawer} drew {card}, so {dealer} deals and leads.":
        "Bắt cái: {drawer} rút được {card}, nên {dealer} làm cái và gọi bài trước.",
    "{name} was picked at random to lead.": "{name} được chọn ngẫu nhiên để gọi bài trước.",
    "The deal is over. {summary}.": "Ván đã hết. {summary}.",
    "a try-it line cannot use {name}: it runs with the game engine alone, away from the page":
        "dòng lệnh thử không dùng được {name}: dòng lệnh chỉ chạy với phần mềm trò chơi, tách riêng khỏi trang web",
    "This line is not valid Python (line {line}): {why}.":
        "Dòng lệnh này viết chưa đúng cú pháp Python (dòng {line}): {why}.",
    "start the line at the left edge, without spaces in front": "hãy viết sát lề trái, không có dấu cách ở đầu dòng",
    "a bracket is not closed, or one is too many: count the ( and ), [ and ]":
        "có dấu ngoặc chưa đóng, hoặc thừa một dấu: hãy đếm các dấu ( và ), [ và ]",
    "a text in quotes is not closed: put a \" (or ') at each end":
        "có đoạn chữ trong dấu nháy chưa đóng: hãy đặt dấu \" (hoặc ') ở cả hai đầu",
    "check the brackets, the quotes and the commas against the example":
        "hãy so dấu ngoặc, dấu nháy và dấu phẩy với dòng mẫu",
    "Your new settings start with the next deal: press New deal.":
        "Cài đặt mới sẽ áp dụng từ ván sau: em bấm Ván mới nhé.",
    "With the {preset}, the table deals for {players} players only.":
        "Với {preset}, bàn chơi chỉ chia bài cho {players} người.",
    "Wait: it is not your turn.": "Chờ đã: chưa đến phiên em.",
    "The deal is over.": "Ván đã hết.",
    "Not allowed: {reason}.": "{reason}.",
    "{winner} Press New deal to play another.": "{winner} Em bấm Ván mới để chơi ván khác nhé.",
    "You win the deal!": "Em thắng ván này!",
    "{name} wins the deal.": "{name} thắng ván này.",
    "You share first place with {others}.": "Em cùng đứng hạng 1 với {others}.",
    "{names} share first place.": "{names} cùng đứng hạng 1.",
    "Everyone is level: the deal is a draw.": "Mọi người bằng điểm nhau: ván này hoà.",
    "declare your soldiers, or pass": "trình làng các quân tốt của em, hoặc bỏ qua",
    "select a play to lead ({calls} cards) and press Play": "chọn {calls} quân để gọi bài rồi bấm Ra bài",
    "select {n} card to lay face down and press Play": "chọn {n} quân để úp xuống rồi bấm Ra bài",
    "show your laid cards, or fold (chui)": "lật những quân đã úp, hoặc chui",
    "Trick {n}": "Lượt {n}",
    "Trick {n} (the first trick, with its ban)": "Lượt {n} (lượt đầu, có luật cấm)",
    "{trick}. Your turn: {what}.": "{trick}. Đến phiên em: {what}.",
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
    "there is nothing to show yet, so lay your cards first": "chưa có gì để lật, em hãy úp bài trước đã",
    "there is nothing to chui yet, so lay your cards first": "chưa có gì để chui, em hãy úp bài trước đã",
    "you hold no four or five soldiers of one colour to declare":
        "em không có bốn hay năm quân tốt cùng màu để trình làng",
    "the {preset} rules are for {players} players, not {asked}":
        "luật {preset} dành cho {players} người chơi, không phải {asked}",
    "no strength called {name}; choose one of {choices}":
        "không có mức chơi nào tên là {name}; hãy chọn một trong {choices}",
    "card {index} of your hand: you hold {cards}": "quân số {index} trên tay: em chỉ có {cards}",
    "the deal number {value} is not a whole number": "số ván {value} không phải là số nguyên",
    "the deal number {value} is not between 0 and {biggest}": "số ván {value} không nằm trong khoảng từ 0 đến {biggest}",
    "no rules called {name}; choose one of {choices}": "không có luật nào tên là {name}; hãy chọn một trong {choices}",
    "no button called {name}; the buttons are {choices}": "không có nút nào tên là {name}; các nút là {choices}",
    "game={game}: a replay steps through a Game": "game={game}: bản xem lại chỉ đi qua một ván Game",
    "game={game}: the table picture draws a Game": "game={game}: hình bàn chơi chỉ vẽ một ván Game",
    "card_or_rank={value}: give a card, a rank or a card's code such as 'R'":
        "card_or_rank={value}: hãy cho một quân bài, một hàng quân hoặc mã của quân bài, ví dụ 'R'",
    "no game table called {key} on this page; start it first (table_start)":
        "trang này không có bàn chơi nào tên {key}; hãy mở bàn trước (table_start)",
    # -- the game table: hints -------------------------------------------------------------------
    "No hint now: it is not your turn.": "Lúc này chưa có gợi ý: chưa đến phiên em.",
    "{names} all lay {cards} face down.": "{names} đều úp {cards}.",
    "{names} both lay {cards} face down.": "{names} đều úp {cards}.",
    "That is the move the computer's way of playing picks here.": "Nếu ngồi chỗ em, máy cũng đi nước này.",
    "It is the only thing you can do now.": "Lúc này em chỉ làm được đúng việc ấy.",
    "You cannot follow with the kind of play called, so you will fold (chui) this trick whatever you lay: lay the "
    "cards you need least.":
        "Em không có nước bài cùng kiểu để đi theo, nên lượt này thế nào em cũng phải chui: em hãy úp những quân em ít "
        "cần nhất.",
    "It is the only play you hold of the kind called: lay it, and when the cards are turned you will see whether "
    "it wins.":
        "Em chỉ có đúng một nước bài cùng kiểu với bài đã gọi: em cứ úp xuống, đến lúc lật bài sẽ biết có ăn được "
        "không.",
    "Hint: {advice}.": "Gợi ý: {advice}.",
    "While you played, the hint chose the move you made here: it tried fewer deals, and the review, trying more, "
    "found a better one.":
        "Lúc chơi, gợi ý cũng chọn chính nước em đã đi ở đây: gợi ý thử ít cách chia hơn, còn khi nhận xét, máy thử nhiều cách "
        "hơn nên tìm được nước hay hơn.",
    "{who} calls {call} and lays {cards} face down": "{who} gọi {call} và úp {cards}",
    "{hint} ({other} is just as good.)": "{hint} ({other} cũng tốt như thế.)",
    "lead {play}": "gọi {play}",
    "lay {cards}": "úp {cards}",
    "show your {play}": "lật {play} của em",
    "fold (chui), your cards face down": "chui, để nguyên bài úp",
    "Showing your {play} cannot win this trick: it holds a rank banned in the first trick. If you fold (chui) you "
    "lose the trick just the same, and your cards stay secret (lesson 5).":
        "Lật {play} ra cũng không ăn được lượt này: bài ấy có quân bị cấm ở lượt đầu. Em chui thì cũng thua y như "
        "thế, mà không ai biết em đã úp quân gì (xem Bài 5).",
    "Showing your {play} cannot win this trick: a play turned over before it beats it, or equals it and came "
    "first. If you fold (chui) you lose the trick just the same, and your cards stay secret (lesson 5).":
        "Lật {play} ra cũng không ăn được lượt này: bài đã ra hoặc đã lật trước em lớn hơn, hoặc bằng mà ra trước. "
        "Em chui thì cũng thua y như thế, mà không ai biết em đã úp quân gì (xem Bài 5).",
    "declare {play}": "trình làng {play}",
    "pass (declare nothing now)": "bỏ qua (lúc này chưa trình làng gì)",
    "The computer cannot see the other players' cards, so it imagined {worlds} different ways they could be "
    "dealt. For each one, it tried your possible moves and played the deal to the end, carefully, for "
    "everyone. Then it counted the cards you would keep, any kết or đè bonus counted as cards, as the review "
    "does.":
        "Máy không nhìn thấy bài của những người khác, nên nó thử hình dung {worlds} cách bài có thể đã được "
        "chia. Với mỗi cách, nó thử từng nước em có thể đi, rồi cho cả chiếu đánh tiếp đến hết ván, ai "
        "cũng đánh thật cẩn thận. Sau đó nó đếm số quân em sẽ ăn được, điểm thưởng kết hay đè cũng "
        "tính thành quân, như khi nhận xét ván bài.",
    "The computer cannot see the other players' cards, so it imagined many ways they could be dealt. For "
    "each one, it tried your possible moves and played the deal to the end, carefully, for everyone. Then it "
    "counted the cards you would keep, any kết or đè bonus counted as cards, as the review does.":
        "Máy không nhìn thấy bài của những người khác, nên nó thử hình dung nhiều cách bài có thể đã được "
        "chia. Với mỗi cách, nó thử từng nước em có thể đi, rồi cho cả chiếu đánh tiếp đến hết ván, ai "
        "cũng đánh thật cẩn thận. Sau đó nó đếm số quân em sẽ ăn được, điểm thưởng kết hay đè cũng "
        "tính thành quân, như khi nhận xét ván bài.",
    "{move}: on average you keep {amount}.": "{move}: tính trung bình, em ăn được {amount}.",
    "{move}: on average you keep hardly any cards.": "{move}: tính trung bình, em gần như không ăn được quân nào.",
    "{n} other move came out no better.": "{n} cách còn lại cũng không hơn.",
    "<p><strong>The live game table needs Python, which could not start here.</strong> Below you can step "
    "through a deal that computer players played with the same settings. To play yourself, try another "
    "browser, or open this lesson's notebook in JupyterLab.</p>":
        "<p><strong>Bàn chơi cần Python, mà Python chưa chạy được ở đây.</strong> Bên dưới em có thể xem lại "
        "từng bước một ván các máy đã chơi với cùng những lựa chọn ấy. Muốn tự chơi, em hãy thử một trình "
        "duyệt khác, hoặc mở sổ tay của bài này trong JupyterLab: trong thư mục dự án, gõ "
        "<code>jupyter lab book/vi/</code>.</p>",
    # -- the engine in the page (tamcuc.web.ENGINE_WORDS) ----------------------------------------
    "downloading its data": "đang tải dữ liệu",
    "opening Python": "đang mở chương trình",
    "starting Python": "đang khởi động chương trình",
    "adding the Tam Cúc rules": "đang nạp luật Tam Cúc",
    "ready": "đã sẵn sàng",
    "Loading the game… (step {n} of {total}: {step})": "Đang tải trò chơi… (bước {n} / {total}: {step})",
    "Loading the game…": "Đang tải trò chơi…",
    "Getting new questions ready… (step {n} of {total}: {step})": "Đang chuẩn bị câu hỏi mới… (bước {n} / {total}: {step})",
    "New questions are ready.": "Câu hỏi mới đã sẵn sàng.",
    "The game is ready.": "Trò chơi đã sẵn sàng.",
    "The live parts of this page (the game table, new questions, Run) could not start in this browser; the "
    "rest of the page works as before.":
        "Các phần tương tác của trang này (bàn chơi, câu hỏi mới, nút Chạy) không khởi động được trong trình "
        "duyệt này; phần còn lại của trang vẫn dùng được như trước.",
    "One moment: the game is still loading…": "Em chờ một chút nhé: trò chơi vẫn đang tải…",
    "Thinking about a hint…": "Đang nghĩ gợi ý…",
    "One moment…": "Em chờ một chút nhé…",
    "Try it: change the code and press Run": "Thử xem: sửa mã rồi bấm Chạy",
    "Run": "Chạy",
    "Running…": "Đang chạy…",
    "not allowed in a try-it line: it runs with the game engine alone, away from the page and the internet":
        "dòng lệnh thử không được làm việc này: dòng lệnh chỉ chạy với phần mềm trò chơi, tách riêng khỏi trang web và mạng internet",
    "Your code runs with the book's game engine only: it cannot change this page or reach the internet, and "
    "Stop (or {seconds} seconds) ends it.":
        "Mã của em chỉ chạy bên trong phần mềm trò chơi của sách: nó không sửa được trang này, không vào được mạng, "
        "và sẽ dừng lại khi em bấm nút Dừng (hoặc khi đã chạy quá {seconds} giây).",
    "Stop": "Dừng",
    "Stopped. The game engine was restarted: you can run the line again.":
        "Đã dừng. Phần mềm trò chơi đã được khởi động lại: em có thể chạy lại dòng lệnh.",
    "Stopped: the line ran for more than {seconds} seconds. The game engine was restarted: change the line and "
    "run it again.":
        "Đã dừng: dòng lệnh chạy quá {seconds} giây. Phần mềm trò chơi đã được khởi động lại: em hãy sửa dòng lệnh "
        "rồi chạy lại.",
    # -- printables: shared ---------------------------------------------------------------------
    "Print this page": "In trang này",
    "a {mm} mm ruler": "thước {mm} mm",
    "{mm} mm check: hold a ruler here. If this line is not 10 cm long, print again at 100 % (actual size).":
        "Kiểm tra {mm} mm: vạch này phải dài đúng 10 cm; nếu không, hãy in lại ở tỉ lệ 100%.",
    "paper {paper} is not one we print on; choose one of {choices}":
        "không in được trên khổ giấy {paper}; hãy chọn một trong {choices}",
    # -- printables: the deck --------------------------------------------------------------------
    "Tam Cúc: the printable deck": "Tam Cúc: cỗ bài để in",
    "The {cards} cards of the engine's deck, each {w} × {h} mm in every layout. Print at 100 % (actual size) on A4 "
    "or US Letter; the rest of this page is not printed.":
        "Cỗ bài {cards} lá, kiểu in nào cũng mỗi lá {w} × {h} mm. In ở tỉ lệ 100% (đúng kích thước thật) trên "
        "giấy A4 hoặc US Letter; phần còn lại của trang này không được in ra.",
    "Light card backs: white with green lines, to save toner (the backs of the two layouts above that print them).":
        "Mặt lưng sáng: nền trắng, nét xanh, đỡ tốn mực (cho mặt lưng của hai kiểu in ở trên có in mặt lưng).",
    "back={back}: the card backs print {choices}": "back={back}: mặt lưng chỉ in được {choices}",
    "letter={letter}: a deck's letter is one or two letters or digits, such as A or B2":
        "letter={letter}: chữ của cỗ bài là một hoặc hai chữ cái hay chữ số, như A hoặc B2",
    "How to print the deck": "Cách in cỗ bài",
    "Faces only (2 pages). The backs stay white.": "Chỉ in mặt bài (2 trang). Lưng bài để trắng.",
    "Also print the card backs, for a double-sided printer (4 pages: flip on the long edge). Each back lands "
    "behind its card.":
        "In cả lưng bài, cho máy in hai mặt (4 trang: lật theo cạnh dài). Mỗi lưng bài nằm đúng sau lá của nó.",
    "Fold and glue, for a printer without double-sided printing (4 pages): each sheet holds nine faces and, on "
    "the other half, their backs. Fold, glue, cut.":
        "Gấp rồi dán, cho máy in không in được hai mặt (4 trang): mỗi tờ có chín mặt bài và, ở nửa bên kia, "
        "lưng của chúng. Gấp, dán, rồi cắt.",
    "Tam Cúc deck, sheet {n} of {of}: {cards} card faces. Cut along the dashed lines.":
        "Cỗ bài Tam Cúc, tờ {n} / {of}: {cards} mặt bài. Cắt theo đường nét đứt.",
    "{note} Print double-sided: flip on the long edge.": "{note} In hai mặt: lật theo cạnh dài.",
    "Card backs for sheet {n} of {of}: the back of sheet {n} (double-sided, flip on the long edge).":
        "Lưng bài của tờ {n} / {of}: mặt sau của tờ {n} (in hai mặt, lật theo cạnh dài).",
    "Tam Cúc deck to fold, sheet {n} of {of}: {cards} cards. Fold on the solid line, glue the halves together, "
    "then cut along the dashed lines.":
        "Cỗ bài Tam Cúc để gấp, tờ {n} / {of}: {cards} lá. Gấp theo đường liền, dán hai nửa vào nhau, rồi cắt "
        "theo đường nét đứt.",
    "layout={layout} is not a way we print the deck; choose one of {choices}":
        "layout={layout} không phải là một cách in cỗ bài; hãy chọn một trong {choices}",
    # -- printables: a class ---------------------------------------------------------------------
    "students={students}: the plan is for a class of at most {most} students":
        "students={students}: kế hoạch chỉ dành cho lớp có nhiều nhất {most} học sinh",
    "groups={groups}: give the group sizes, a list of whole numbers such as [4, 4, 3]":
        "groups={groups}: hãy cho số người của từng nhóm, một danh sách số nguyên, ví dụ [4, 4, 3]",
    "sizes={sizes}: give the class sizes, a list of whole numbers such as [20, 30]":
        "sizes={sizes}: hãy cho sĩ số các lớp, một danh sách số nguyên, ví dụ [20, 30]",
    "students={students}: a class needs at least 2 students to play Tam Cúc":
        "students={students}: một lớp cần ít nhất 2 học sinh để chơi Tam Cúc",
    "{n} of {size}": "{n} nhóm {size} người",
    "How many sheets of paper for a class: one deck per group; a double-sided sheet counts once. Add one plays "
    "card and one score sheet per group, and one rules handout per student.":
        "Một lớp cần in bao nhiêu tờ giấy: mỗi nhóm một cỗ bài; tờ in hai mặt chỉ tính một lần. Thêm cho mỗi "
        "nhóm một thẻ các nước bài và một bảng ghi điểm, và cho mỗi học sinh một tờ luật chơi.",
    "Students": "Học sinh",
    "Groups": "Nhóm",
    "Decks": "Cỗ bài",
    "Sheets, double-sided": "Số tờ, in hai mặt",
    "Sheets, fold and glue": "Số tờ, gấp và dán",
    # -- printables: the poster ------------------------------------------------------------------
    "Tam Cúc: the rank ladder": "Tam Cúc: thứ bậc các quân",
    "{n} of each colour": "mỗi màu {n} quân",
    "Who beats whom: rank first, colour second": "Quân nào ăn quân nào: xét tên quân trước, màu sau",
    "◀ stronger": "◀ mạnh hơn",
    "weaker ▶": "yếu hơn ▶",
    "<li><b>Rank first:</b> Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt, from strongest to weakest.</li>":
        "<li><b>Xét tên quân trước:</b> Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt, từ mạnh nhất đến yếu nhất.</li>",
    "<li><b>Colour second:</b> of two cards of the same rank, red beats black ({red} beats {black}). Red cards "
    "carry the square seal ĐỎ; black cards say ĐEN.</li>":
        "<li><b>Màu sau:</b> hai quân cùng tên thì quân đỏ ăn quân đen ({red} ăn {black}). Quân đỏ có dấu vuông "
        "chữ ĐỎ; quân đen ghi chữ ĐEN.</li>",
    "<li><b>Colour never beats rank:</b> {winner} beats {loser}, because {reason}.</li>":
        "<li><b>Màu không bao giờ thắng được tên quân:</b> {winner} ăn {loser}, vì {reason}.</li>",
    "<li>Strongest card: {top}. Weakest: {bottom}. Each card beats every card with a larger number on this "
    "poster; of two identical cards, the one laid first wins.</li>":
        "<li>Quân mạnh nhất: {top}. Yếu nhất: {bottom}. Mỗi quân ăn được mọi quân có số bậc lớn hơn nó trên "
        "tranh này; hai quân giống hệt nhau thì quân ra trước thắng.</li>",
    "A one-page poster (landscape). Print at 100 % on A4 or US Letter; the rest of this page is not printed.":
        "Tranh treo lớp một trang (khổ ngang). In ở tỉ lệ 100% trên giấy A4 hoặc US Letter; phần còn lại của "
        "trang này không được in ra.",
    # -- printables: the plays card --------------------------------------------------------------
    "Tam Cúc: the plays": "Tam Cúc: các nước bài",
    "The plays of Tam Cúc": "Các nước bài Tam Cúc",
    "<p>A leader calls one, two or three cards; everyone lays that many face down, then reveals a play of the "
    "same kind or folds (chui). Plays of one kind compare; different kinds never meet. A leader can call {led} "
    "different plays; four or five soldiers of one colour make {declared} more, declared between tricks and never "
    "led.</p>":
        "<p>Người gọi bài gọi một, hai hoặc ba cây; mọi người úp xuống đúng chừng ấy quân, rồi lật ra một nước "
        "cùng loại hoặc chui. Chỉ những nước cùng loại mới so với nhau; khác loại thì không bao giờ gặp nhau. "
        "Người gọi bài có thể gọi {led} nước bài khác nhau; bốn hoặc năm tốt cùng màu làm thêm {declared} nước "
        "nữa, được trình làng giữa hai lượt, không bao giờ dùng để gọi bài.</p>",
    "<h3>Một cây: a single ({n} different cards)</h3>": "<h3>Một cây: một quân ({n} quân khác nhau)</h3>",
    "<p>Any one card. Rank first (Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt), and of the same rank red beats black. "
    "The strongest and the weakest:</p>":
        "<p>Bất kì quân nào. Xét tên quân trước (Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt), cùng tên thì đỏ ăn đen. "
        "Quân mạnh nhất và quân yếu nhất:</p>",
    "<h3>Đôi: a pair ({n} kinds)</h3>": "<h3>Đôi: hai quân ({n} loại)</h3>",
    "<p>Two cards of the same rank <b>and</b> the same colour, compared like singles. There is only one general "
    "of each colour, so no pair of generals. Strongest first:</p>":
        "<p>Hai quân cùng tên <b>và</b> cùng màu, so với nhau như khi đánh một quân. Mỗi màu chỉ có một tướng, "
        "nên không có đôi tướng. Đôi mạnh nhất đứng đầu:</p>",
    "<h3>Ba: a triple (only {n})</h3>": "<h3>Ba: bộ ba (chỉ có {n} bộ)</h3>",
    "<p>Exactly Tướng–Sĩ–Tượng or Xe–Pháo–Mã, all one colour. Tướng–Sĩ–Tượng beats Xe–Pháo–Mã; of the same "
    "triple, red beats black. Strongest first:</p>":
        "<p>Chỉ đúng Tướng–Sĩ–Tượng hoặc Xe–Pháo–Mã, cả ba cùng một màu. Tướng–Sĩ–Tượng ăn Xe–Pháo–Mã; cùng "
        "một bộ thì đỏ ăn đen. Bộ mạnh nhất đứng đầu:</p>",
    "<h3>Who wins a trick</h3>": "<h3>Ai ăn lượt</h3>",
    "<p>The strongest revealed play of the called kind wins; folded cards (chui) never win. Of two identical "
    "plays, the one laid first wins (the engine's convention: agree on it before you play). The winner keeps "
    "only their own winning cards and leads the next trick.</p>":
        "<p>Nước lớn nhất được lật ra, đúng loại đã gọi, thì ăn lượt; quân đã chui không bao giờ ăn. Hai nước "
        "giống hệt nhau thì nước úp trước ăn (quy ước của chương trình: hãy thống nhất trước khi chơi). Người "
        "ăn lượt chỉ giữ những quân thắng của chính mình và gọi bài ở lượt sau.</p>",
    "<h3>Not plays: the near misses</h3>": "<h3>Không phải nước bài: những trường hợp dễ nhầm</h3>",
    "<h3>Tứ tử and ngũ tử: four or five soldiers ({n} plays)</h3>":
        "<h3>Tứ tử và ngũ tử: bốn hoặc năm quân tốt ({n} nước)</h3>",
    "<p>Four or five soldiers of one colour are never led in a trick: in the folk rules they are declared "
    "between tricks and count as won cards (tứ tử trình làng; ngũ tử cướp cái also takes the lead). The "
    "beginners' rules leave them out.</p>":
        "<p>Bốn hoặc năm quân tốt cùng màu không bao giờ được gọi ra trong một lượt: theo luật dân gian, chúng "
        "được trình làng giữa hai lượt và tính là quân ăn được (tứ tử trình làng; ngũ tử cướp cái thì còn "
        "giành luôn quyền gọi bài). Luật tập chơi bỏ phần này.</p>",
    "A one-page reference card. Print at 100 % on A4 or US Letter; the rest of this page is not printed.":
        "Thẻ tra cứu một trang. In ở tỉ lệ 100% trên giấy A4 hoặc US Letter; phần còn lại của trang này không "
        "được in ra.",
    # -- printables: the score sheet -------------------------------------------------------------
    "Tam Cúc: class tournament score sheet": "Tam Cúc: bảng ghi điểm giải đấu của lớp",
    "deals={deals}: a score sheet has room for 1 to {most} deals":
        "deals={deals}: một bảng ghi điểm có chỗ cho 1 đến {most} ván",
    "Name:": "Tên:",
    "Kept": "Ăn được",
    "Score": "Điểm",
    "Total": "Cộng",
    "One row per deal. The example row shows the arithmetic; it is not part of the game.":
        "Mỗi ván một dòng. Dòng ví dụ chỉ để minh hoạ cách tính, không tính vào cuộc chơi.",
    "Deal": "Ván",
    "Check": "Kiểm tra",
    "Example": "Ví dụ",
    "Place": "Hạng",
    "Class tournament: score sheet ({players} players)": "Giải đấu của lớp: bảng ghi điểm ({players} người chơi)",
    "Table:": "Nhóm:",
    "Date:": "Ngày:",
    "<li>Play a deal with the beginners' rules. At the end, each player counts the cards they kept (only their "
    "own winning cards). With {players} players the kept cards add up to {hand}.</li>":
        "<li>Chơi một ván theo luật tập chơi. Hết ván, mỗi người đếm số quân mình ăn được (chỉ những quân thắng "
        "của chính mình). Với {players} người chơi, tổng số quân ăn được là {hand}.</li>",
    "<li>Score each player by pairwise settlement: every two players settle the difference, so <b>score = "
    "{players} × kept − all kept</b>. The scores of a deal add up to 0.</li>":
        "<li>Tính điểm từng người theo từng cặp: cứ hai người thì tính chênh lệch với nhau, nên <b>điểm = "
        "{players} × số quân ăn được − tổng số quân cả chiếu ăn được</b>. Điểm của một ván cộng lại bằng không.</li>",
    "<li>Add the score to the player's total. In the Check column write the sum of the kept cards and the sum "
    "of the scores.</li>":
        "<li>Cộng điểm vào tổng của người chơi. Ở cột Kiểm tra, ghi tổng số quân ăn được và tổng số điểm.</li>",
    "<li>Example: kept {kept} gives {scores}.</li>": "<li>Ví dụ: ăn được {kept} quân thì được {scores} điểm.</li>",
    "<p>After the last deal, the highest total is 1st; equal totals share a place. Points are for the game "
    "only: Tam Cúc in class is never played for money.</p>":
        "<p>Sau ván cuối, ai có tổng cao nhất đứng hạng 1; bằng điểm thì đồng hạng. Điểm chỉ để chơi: Tam "
        "Cúc trong lớp không bao giờ chơi ăn tiền.</p>",
    "One page per table. Print at 100 % on A4 or US Letter; the rest of this page is not printed.":
        "Mỗi nhóm một trang. In ở tỉ lệ 100% trên giấy A4 hoặc US Letter; phần còn lại của trang này không "
        "được in ra.",
    # -- printables: the handout -----------------------------------------------------------------
    "Tam Cúc on one page": "Tam Cúc trong một trang",
    "<p><b>The deck:</b> {cards} cards, two colours, red and black. Each colour has {copies}. Red cards carry "
    "the square seal ĐỎ, black cards the word ĐEN. The strongest card is 1, the weakest 14:</p>":
        "<p><b>Cỗ bài:</b> {cards} lá, hai màu đỏ và đen. Mỗi màu có {copies}. Quân đỏ có dấu vuông chữ ĐỎ, "
        "quân đen ghi chữ ĐEN. Quân mạnh nhất đứng bậc 1, quân yếu nhất đứng bậc 14:</p>",
    "<p><b>Who beats whom:</b> rank first, colour second. Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt, from strongest "
    "to weakest; of the same rank, red beats black. Colour never beats rank: Tượng đen beats Pháo đỏ "
    "({reason}).</p>":
        "<p><b>Quân nào ăn quân nào:</b> xét tên quân trước, màu sau. Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt, từ "
        "mạnh nhất đến yếu nhất; cùng tên thì đỏ ăn đen. Màu không bao giờ thắng được tên quân: tượng đen ăn "
        "pháo đỏ ({reason}).</p>",
    "<h3>Plays</h3>": "<h3>Các nước bài</h3>",
    "<li><b>Một cây</b> (a single): any one card.</li>": "<li><b>Một cây</b>: bất kì một quân nào.</li>",
    "<li><b>Đôi</b> (a pair): two cards of the same rank <i>and</i> the same colour, such as {first} + {second}. "
    "A red and a black card never make a pair.</li>":
        "<li><b>Đôi</b>: hai quân cùng tên <i>và</i> cùng màu, như {first} + {second}. Một quân đỏ và một quân "
        "đen không bao giờ thành đôi.</li>",
    "<li><b>Ba</b> (a triple): only {triples}, all one colour; {stronger} is the stronger.</li>":
        "<li><b>Bộ ba</b>: chỉ có {triples}, cả ba cùng màu; {stronger} là bộ lớn hơn.</li>",
    "<h3>Dealing</h3>": "<h3>Chia bài</h3>",
    "<p>Deal all the cards, one at a time: four players get {four} each. For three players take out {removed} "
    "first ({deck} cards, {three} each); two players get {two} each. <b>Who calls first:</b> {first}</p>":
        "<p>Chia hết bài, mỗi lần một lá: bốn người thì mỗi người {four} lá. Chơi ba người thì rút {removed} ra "
        "trước ({deck} lá, mỗi người {three} lá); hai người thì mỗi người {two} lá. <b>Ai gọi đầu:</b> "
        "{first}</p>",
    "<h3>A trick</h3>": "<h3>Một lượt</h3>",
    "<li>The leader calls one, two or three cards and lays that many face down: a real play.</li>":
        "<li>Người gọi bài gọi một, hai hoặc ba cây và úp xuống đúng chừng ấy quân: phải là một nước bài thật.</li>",
    "<li>Everyone else, in turn, lays exactly that many cards face down. {direction}</li>":
        "<li>Lần lượt từng người còn lại úp xuống đúng chừng ấy quân. {direction}</li>",
    "Play goes anticlockwise: the next player is the one on your right.":
        "Bài đi ngược chiều kim đồng hồ: người kế tiếp là người ngồi bên tay phải mình.",
    "pick the first caller at random, for example by drawing lots; they are dealt to first and call the first "
    "trick. After that, whoever wins a trick calls the next.":
        "chọn ngẫu nhiên người gọi đầu, chẳng hạn bằng cách bốc thăm; người ấy được chia bài trước và gọi lượt "
        "đầu tiên. Sau đó, ai ăn lượt thì gọi lượt sau.",
    "one player draws a card and, from the drawer towards the right, the players say the ranks Tướng, Sĩ, "
    "Tượng … in turn: whoever says the drawn card's rank deals, is dealt to first and calls the first trick "
    "(bắt cái). After that, whoever wins a trick calls the next.":
        "một người rút một quân, rồi từ người rút đi sang tay phải, từng người lần lượt đọc tên quân Tướng, Sĩ, "
        "Tượng …: ai đọc đúng tên quân vừa rút thì làm cái, được chia bài trước và gọi lượt đầu (bắt cái). Sau "
        "đó, ai ăn lượt thì gọi lượt sau.",
    "rules={rules}: give a Rules, such as Rules.learning()": "rules={rules}: hãy cho một Rules, như Rules.learning()",
    # -- printables: the poster's sizes and the big cards ---------------------------------------------
    "A one-page poster for A3 paper (landscape). Print at 100 % on A3; the rest of this page is not printed.":
        "Tranh treo lớp một trang khổ A3 (khổ ngang). In ở tỉ lệ 100% trên giấy A3; phần còn lại của trang này không được "
        "in ra.",
    "A poster on four landscape pages of A4 or US Letter, to trim and tape together 2 × 2. Print at 100 %; the rest "
    "of this page is not printed.":
        "Tranh treo lớp trên bốn trang khổ ngang A4 hoặc US Letter, cắt lề rồi dán ghép 2 × 2. In ở tỉ lệ 100%; phần còn "
        "lại của trang này không được in ra.",
    "Tile {n} of 4 ({where}). Cut off the white margin along the two edges that meet other tiles, then tape the "
    "four tiles together.":
        "Mảnh {n} trên 4 ({where}). Cắt bỏ lề trắng ở hai cạnh giáp các mảnh khác, rồi dán bốn mảnh lại với nhau.",
    "top left": "trên, bên trái",
    "top right": "trên, bên phải",
    "bottom left": "dưới, bên trái",
    "bottom right": "dưới, bên phải",
    "size={size}: the poster prints as {choices}": "size={size}: tranh treo lớp chỉ in được theo {choices}",
    "Tam Cúc: big cards for the front of the class": "Tam Cúc: quân bài cỡ lớn để giơ trước lớp",
    "Big cards for the front of the class, one to a page ({n} pages). Print at 100 % on A4 or US Letter; the rest of "
    "this page is not printed.":
        "Quân bài cỡ lớn để giơ trước lớp, mỗi trang một quân ({n} trang). In ở tỉ lệ 100% trên giấy A4 hoặc US "
        "Letter; phần còn lại của trang này không được in ra.",
    "{name}: {place} of 14": "{name}: {place} trong 14 quân",
    "cards={cards}: {reason}": "cards={cards}: {reason}",
    "cards={cards}: name at least one card, such as \"r r C C\"":
        "cards={cards}: hãy ghi ít nhất một quân, ví dụ \"r r C C\"",
    # -- printables: the play mat ----------------------------------------------------------------
    "Seat {n}": "Chỗ {n}",
    "Lay cards here": "Úp bài ở đây",
    "Kept cards": "Quân ăn được",
    "(face up)": "(đặt ngửa)",
    "Discards": "Chồng bỏ",
    "The play mat of a table of {players}, seen from above: each seat's zones, the discard pile, play going "
    "anticlockwise.":
        "Tấm lót chơi bài của một nhóm {players} người, nhìn từ trên xuống: các ô của mỗi chỗ ngồi, chồng bỏ, "
        "bài đi ngược chiều kim đồng hồ.",
    "Direction of play:": "Chiều đánh bài:",
    "Who calls first:": "Ai gọi đầu:",
    "Deal:": "Chia bài:",
    "{n} cards each, one at a time, starting with the first caller and going anticlockwise.":
        "Mỗi người {n} lá, chia từng lá một, bắt đầu từ người gọi đầu rồi đi ngược chiều kim đồng hồ.",
    "First take {cards} out of the deck: they are not used with {players} players.":
        "Trước hết rút {cards} ra khỏi cỗ bài; chơi {players} người thì không dùng đến những quân ấy.",
    "A play mat for the middle of each table (portrait). Print at 100 % on A4 or US Letter; the rest of this page "
    "is not printed.":
        "Tấm lót chơi bài đặt ở giữa mỗi nhóm (khổ dọc). In ở tỉ lệ 100% trên giấy A4 hoặc US Letter; phần còn "
        "lại của trang này không được in ra.",
    "Tam Cúc: the play mat ({players} players)": "Tam Cúc: tấm lót chơi bài ({players} người)",
    "<li>The leader turns their cards over first. Each other player shows a play of the same kind, or folds "
    "(<b>chui</b>): their cards stay face down and cannot win. Folding is always allowed.</li>":
        "<li>Người gọi bài lật bài mình trước. Mỗi người khác lật ra một nước cùng loại, hoặc <b>chui</b>: bài "
        "vẫn úp và không thể ăn. Lúc nào cũng được chui.</li>",
    "<li>The strongest play shown wins. Two identical plays: the one laid first wins (this book's rule; agree on "
    "it before you play).</li>":
        "<li>Nước lớn nhất được lật ra thì ăn lượt. Hai nước giống hệt nhau: nước ra trước ăn (luật của sách này; "
        "cả chiếu nên thoả thuận trước khi chơi).</li>",
    "<li>The winner keeps <b>only their own</b> cards, face up; the rest of the trick goes to the discard pile. "
    "The winner leads the next trick.</li>":
        "<li>Người ăn lượt chỉ giữ <b>những quân của chính mình</b>, để ngửa; các quân còn lại của lượt bỏ vào "
        "chồng bỏ. Người ăn lượt gọi bài ở lượt sau.</li>",
    "{winner} wins this trick with {cards} and keeps them; the six other cards go to the discard pile.":
        "{winner} ăn lượt này bằng {cards}: hai quân ấy thành quân ăn được của {winner}, còn sáu quân kia bỏ vào "
        "chồng bỏ.",
    "<h3>Scoring</h3>": "<h3>Tính điểm</h3>",
    "<p>When the hands are empty, count the cards each player kept (with four players they add up to {total}). "
    "Every two players settle the difference: <b>score = number of players × kept − all kept</b>. Kept {kept} "
    "score {scores}.</p>":
        "<p>Khi hết bài trên tay, đếm số quân mỗi người ăn được (bốn người thì tổng là {total}). Cứ hai người thì "
        "tính chênh lệch với nhau: <b>điểm = số người chơi × số quân ăn được − tổng số quân cả chiếu ăn được</b>. "
        "Ví dụ: ăn được {kept} quân thì lần lượt được {scores} điểm.</p>",
    "<h3>The folk rules add</h3>": "<h3>Luật dân gian thêm</h3>",
    "<li><b>The first-trick ban:</b> in the first trick of a deal, {banned} may not be led, and a play holding "
    "one cannot win (with three players, {extra} too).</li>":
        "<li><b>Luật cấm ở lượt đầu:</b> ở lượt đầu tiên của ván, không được gọi {banned}, và nước bài có quân "
        "ấy không thể ăn (chơi ba người thì cấm cả {extra}).</li>",
    "<li><b>Tứ tử, ngũ tử:</b> four or five soldiers of one colour are shown between tricks and count as won "
    "cards.</li>":
        "<li><b>Tứ tử, ngũ tử:</b> bốn hoặc năm quân tốt cùng màu được trình làng giữa hai lượt và tính là quân "
        "ăn được.</li>",
    "<li><b>Kết and đè:</b> leading the last trick with the pair of black soldiers (kết đôi) or a Xe–Pháo–Mã "
    "(kết ba) and winning it scores a bonus; a player who beats it (đè) scores a bonus instead. Agree the table "
    "before you play.</li>":
        "<li><b>Kết và đè:</b> gọi lượt cuối bằng đôi tốt đen (kết đôi) hoặc Xe–Pháo–Mã (kết ba) mà ăn được thì có điểm "
        "thưởng; ai ăn được nước kết ấy (đè) thì được thưởng thay. Hãy thống nhất bảng thưởng trước khi chơi.</li>",
    "<p>Points only show who played better: Tam Cúc in class is never played for money.</p>":
        "<p>Điểm chỉ cho biết ai chơi giỏi hơn: Tam Cúc trong lớp không bao giờ chơi ăn tiền.</p>",
    "One page for each student. Print at 100 % on A4 or US Letter; the rest of this page is not printed.":
        "Mỗi học sinh một trang. In ở tỉ lệ 100% trên giấy A4 hoặc US Letter; phần còn lại của trang này "
        "không được in ra.",
    # -- worksheets and answer keys ----------------------------------------------------------------
    "Tam Cúc worksheet (sheet number {seed})": "Phiếu bài tập Tam Cúc (phiếu số {seed})",
    "Tam Cúc worksheet, {level} (sheet number {seed})": "Phiếu bài tập Tam Cúc, {level} (phiếu số {seed})",
    "easy level": "mức dễ",
    "hard level": "mức khó",
    "Answer key: {title}": "Đáp án: {title}",
    "level={level}: a worksheet is {choices}, or None for every kind":
        "level={level}: phiếu bài tập chỉ có mức {choices}, hoặc None để lấy mọi kiểu câu hỏi",
    "lessons={lessons}: no {level} questions on {known}": "lessons={lessons}: {known} không có câu hỏi mức {level}",
    "Exit ticket: lesson {n} (ticket number {seed})": "Phiếu cuối giờ: bài {n} (phiếu số {seed})",
    "lesson={lesson}: exit tickets have questions for {known}": "lesson={lesson}: phiếu cuối giờ chỉ có câu hỏi cho {known}",
    "copies={copies}: print 1 to {most} tickets at a time": "copies={copies}: mỗi lần in từ 1 đến {most} phiếu",
    "{copies} exit ticket of {n} questions on lesson {lesson}, to cut apart, then the key on a new page. Print at "
    "100 % on A4 or US Letter; the rest of this page is not printed.":
        "{copies} phiếu cuối giờ (mỗi phiếu {n} câu về bài {lesson}) để cắt rời; đáp án in ở trang sau. In ở tỉ lệ "
        "100% trên giấy A4 hoặc US Letter; phần còn lại của trang này không được in ra.",
    "Worksheet, sheet number {seed}: {n} questions, then the answer key on a new page. Print at 100 % on A4 or US Letter; "
    "the rest of this page is not printed.":
        "Phiếu bài tập số {seed}: {n} câu hỏi, đáp án in sang trang mới. In ở tỉ lệ 100% trên giấy A4 hoặc "
        "US Letter; phần còn lại của trang này không được in ra.",
    "lesson {numbers}": "bài {numbers}",
    "lessons {numbers}": "các bài {numbers}",
    "Class:": "Lớp:",
    "The sheet has {n} question on {lessons}. Tick one box for each question. The cards are drawn as in the "
    "book: red cards carry the square seal ĐỎ.":
        "Phiếu gồm {n} câu hỏi về {lessons}. Mỗi câu đánh dấu vào một ô. Quân bài được vẽ như trong sách: quân đỏ có "
        "dấu vuông chữ ĐỎ.",
    "Answers, question by question": "Đáp án từng câu",
    "Taught in lesson {n}.": "Học ở bài {n}.",
    "Answer key: worksheet (sheet number {seed})": "Đáp án: phiếu bài tập (phiếu số {seed})",
    "For the teacher: the answers above, one letter for each question, for quick marking. Below, the reason for "
    "each answer, why each other choice is wrong, and the lesson that teaches it.":
        "Dành cho thầy cô: dòng đáp án ở trên, mỗi câu một chữ cái, để chấm nhanh. Bên dưới là lí do của từng "
        "đáp án, vì sao mỗi lựa chọn khác sai và bài nào dạy điều đó.",
    "lessons={lessons}: give lesson numbers, such as (2, 3, 4)": "lessons={lessons}: hãy cho số bài, ví dụ (2, 3, 4)",
    "lessons={lessons}: worksheets have questions for {known}; {bad} cannot be used":
        "lessons={lessons}: phiếu bài tập có câu hỏi cho {known}; không dùng được {bad}",
    "none": "không có",
    "questions={questions}: a worksheet holds 1 to {most} questions":
        "questions={questions}: một phiếu bài tập có từ 1 đến {most} câu hỏi",
    "seed={seed}: a worksheet's seed is a whole number, 0 or more (for example 7)":
        "seed={seed}: số phiếu của phiếu bài tập là một số nguyên từ 0 trở lên (ví dụ 7)",
    # -- the command line (python -m tamcuc) -----------------------------------------------------
    "A class of {students}: {n} group ({shape}).": "Lớp {students} học sinh: {n} nhóm ({shape}).",
    "Decks: {decks}, one per group: {duplex} sheets printed double-sided (python -m tamcuc deck --backs), or "
    "{fold} sheets to fold and glue (--fold).":
        "Cỗ bài: {decks}, mỗi nhóm một cỗ: {duplex} tờ in hai mặt (python -m tamcuc deck --backs), hoặc {fold} "
        "tờ để gấp và dán (--fold).",
    "Plays cards: {plays}. Score sheets: {scores}. Play mats: {mats}. Rules handouts: {handouts}, one per student.":
        "Thẻ các nước bài: {plays}. Bảng ghi điểm: {scores}. Tấm lót chơi bài: {mats}. Tờ luật chơi: {handouts}, "
        "mỗi học sinh một tờ.",
    "Give each deck its own letter on the backs, {first} to {last} (--letter), so mixed decks can be sorted.":
        "Mỗi cỗ bài in một chữ riêng ở mặt lưng, từ {first} đến {last} (--letter), để bài các cỗ lẫn vào nhau "
        "vẫn tách ra được.",
    "A group of three takes {removed} out of its deck before dealing.":
        "Nhóm ba người rút {removed} ra khỏi cỗ bài trước khi chia.",
    "A group of five: four play and one referees; the referee changes after every deal.":
        "Nhóm năm người: bốn người chơi, một người làm trọng tài; mỗi ván đổi trọng tài một lần.",
    "{n} page": "{n} trang",
    "its pages": "tất cả các trang",
    "A4 or US Letter": "giấy A4 hoặc US Letter",
    "Wrote {out} ({title}). Open it in a browser and print {pages} on {paper} at 100 % (actual size).":
        "Đã ghi {out} ({title}). Mở tệp bằng trình duyệt rồi in {pages} trên {paper} ở tỉ lệ 100% (đúng "
        "kích thước thật).",
    "Wrote {out} ({title}). Open it in a browser and print {pages} on {paper}, landscape, at 100 % (actual size).":
        "Đã ghi {out} ({title}). Mở tệp bằng trình duyệt rồi in {pages} trên {paper}, khổ ngang, ở tỉ lệ 100% "
        "(đúng kích thước thật).",
    "{size} paper": "giấy {size}",
    "--paper {paper}: this page prints on {size} only; leave --paper out":
        "--paper {paper}: trang này chỉ in trên giấy {size}; hãy bỏ --paper đi",
    "cannot write --out {out}: {reason}": "không ghi được --out {out}: {reason}",
    "{text} is not a whole number ({what})": "{text} không phải là số nguyên ({what})",
    "{value} is out of range: {what} must be {bound}": "{value} nằm ngoài khoảng cho phép: {what} phải từ {bound}",
    "{low} to {high}": "{low} đến {high}",
    "{text} is not a list of lessons; write for example 2-4 or 2,3,5":
        "{text} không phải là danh sách bài; hãy viết ví dụ 2-4 hoặc 2,3,5",
    "{text}: worksheets cover {lessons}": "{text}: phiếu bài tập chỉ có {lessons}",
    # -- the game table: a finished trick, pass-and-play, undo, settings (issue 21) ----------------
    "Continue": "Tiếp tục",
    "Undo": "Đi lại",
    "Last trick": "Lượt vừa rồi",
    "Back to the table": "Trở lại bàn chơi",
    "until I press Continue": "đến khi em bấm Tiếp tục",
    "2 seconds": "2 giây",
    "4 seconds": "4 giây",
    "computer": "máy",
    "a person at this device": "người chơi thật",
    "person": "người chơi thật",
    "Settings": "Cài đặt",
    "Who plays:": "Ai chơi:",
    "After each trick, wait": "Sau mỗi lượt, chờ",
    "{name}'s hand — your turn": "Bài của {name} — đến phiên em",
    "{name}'s hand": "Bài của {name}",
    "Pass to {name}": "Đưa máy tính cho {name}",
    "Pass to {name}.": "Đưa máy tính cho {name}.",
    "Every hand is hidden. {name}, press Continue when only you can see the screen.":
        "Bài của mọi người đang được che. {name} ơi, khi chỉ mình em nhìn thấy màn hình thì bấm Tiếp tục nhé.",
    "Trick {n}: {name} wins.": "Lượt {n}: {name} ăn lượt.",
    "You win trick {n}!": "Em ăn lượt {n}!",
    "{won} Press Continue.": "{won} Em bấm Tiếp tục nhé.",
    "Last trick. {title}": "Lượt vừa rồi. {title}",
    "On the table": "Trên chiếu",
    "wins": "ăn lượt",
    "folds": "chui",
    "win": "ăn lượt",
    "fold": "chui",
    "loses": "thua",
    "lose": "thua",
    "{name} (you)": "{name} (em)",
    "{cards} in hand, kept {kept}": "còn {cards} trên tay, đã ăn {kept} quân",
    "{cards} in hand, none kept yet": "còn {cards} trên tay, chưa ăn quân nào",
    "no cards in hand, kept {kept}": "hết bài, đã ăn {kept} quân",
    "no cards in hand, none kept": "hết bài, không ăn được quân nào",
    "{people} play at this device (pass it round); the computer plays {others}.":
        "{people} chuyền tay nhau chơi trên cùng một máy tính; máy chơi thay {others}.",
    "{people} play at this device (pass it round).": "{people} chuyền tay nhau chơi trên cùng một máy tính.",
    "there is nothing to continue: play on": "không có gì để tiếp tục: em cứ chơi tiếp",
    "only the beginners' rules let you take a move back": "chỉ luật tập chơi mới cho em đi lại một nước",
    "there is no move of yours to take back": "em chưa có nước nào để đi lại",
    "the deal is over: no move can be taken back now": "ván đã hết, em không đi lại được nữa",
    "you lead this trick: select the cards to call, then press Play": "em đang gọi bài: chọn quân rồi bấm Ra bài",
    "{name} took back a move (undo: the beginners' rules allow it while learning).":
        "{name} đã đi lại một nước (luật tập chơi cho phép khi đang học).",
    "the seats people play must be among 0 to 3, not {seats}": "các chỗ người chơi phải nằm trong 0 đến 3, không phải {seats}",
    "no tempo of {value} seconds; choose one of {choices}": "không có kiểu chờ {value} giây; hãy chọn một trong {choices}",
    "a seat is played by one of {choices}, not {value}": "mỗi chỗ do một trong {choices} chơi, không phải {value}",
    "no choice called {name}; the choices are players, preset, strength, seed, seat-1 to seat-3 and tempo":
        "không có lựa chọn nào tên {name}; các lựa chọn là players, preset, strength, seed, seat-1 đến seat-3 và tempo",
    "no table event called {name}; the events are toggle, click, step, choose and settings":
        "không có sự kiện bàn chơi nào tên {name}; các sự kiện là toggle, click, step, choose và settings",
    "{name}={value}: give a folder's path, such as book/": "{name}={value}: em hãy nhập đường dẫn tới một thư mục, ví dụ: book/",
    # -- exercises for programmers (tamcuc/exercises.py) -------------------------------------------
    "Not yet: {call} returned {answer}; it should return True or False":
        "Chưa đúng: {call} trả về {answer}; hàm phải trả về True hoặc False",
    "check_{name}({fn}): give your function itself, such as check_{name}({name})":
        "check_{name}({fn}): hãy đưa chính hàm của em vào, ví dụ check_{name}({name})",
    "Well done: your is_pair agrees with the engine on all {n} hands of two cards.":
        "Giỏi lắm: hàm is_pair của em khớp với chương trình của sách ở cả {n} cặp hai quân.",
    "Well done: your beats agrees with the engine on all {n} pairs of cards.":
        "Giỏi lắm: hàm beats của em khớp với chương trình của sách ở cả {n} cặp quân.",
    "Well done: your trick_winner agrees with the engine on {n} random tricks.":
        "Giỏi lắm: hàm trick_winner của em khớp với chương trình của sách ở {n} lượt bài ngẫu nhiên.",
    "Not yet: in trick {trick}, your bot chose {move}, which is not allowed: {why}. Choose one of "
    "game.legal_plays() (here {n}).":
        "Chưa đúng: ở lượt {trick}, máy của em chọn {move}, nước này không được phép: {why}. Hãy chọn một "
        "trong game.legal_plays() (ở đây có {n} nước).",
    "No wrong move: your bot played {deals} deal and every move was allowed. It kept {yours} cards a deal on "
    "average; on the same deal a random player kept {random} and a RuleBot {rule}.":
        "Được rồi: máy của em chơi {deals} ván mà không đi sai nước nào. Trung bình mỗi ván nó ăn được {yours} "
        "quân; với cùng những ván ấy, máy ngẫu nhiên ăn được {random} quân, còn RuleBot ăn được {rule} quân.",
    "Not yet: {call} stopped with an error: {error}": "Chưa đúng: {call} dừng lại vì lỗi: {error}",
    "Not yet: your beats says that {a} beats {b}, but they are the same card: neither beats the other.":
        "Chưa đúng: hàm beats của em nói {a} ăn {b}, nhưng đó là cùng một quân: không quân nào ăn quân nào.",
    "Not yet: for the trick {trick} (An leads) your trick_winner returned {answer}; it should return the "
    "winner's place in the list (0 for the leader). {why}":
        "Chưa đúng: với lượt {trick} (An gọi bài), hàm trick_winner của em trả về {answer}; hàm phải trả về vị "
        "trí của người ăn lượt trong danh sách (0 là người gọi bài). {why}",
    "Not yet: for the trick {trick} (An leads) your trick_winner says {answer}, but the winner is {right} "
    "({name}). {why}":
        "Chưa đúng: với lượt {trick} (An gọi bài), hàm trick_winner của em nói {answer}, nhưng người ăn lượt là "
        "{right} ({name}). {why}",
    "it is not one of game.legal_plays()": "nó không nằm trong game.legal_plays()",
    "Not yet: your is_pair says that {a} and {b} make a pair, but they do not: the two cards of a pair are "
    "the same card (same rank, same colour).":
        "Chưa đúng: hàm is_pair của em nói {a} và {b} thành một đôi, nhưng không phải: hai quân của một đôi là "
        "hai quân giống hệt nhau (cùng tên, cùng màu).",
    "Not yet: your is_pair says that {a} and {b} do not make a pair, but they do: two identical cards are a "
    "pair.":
        "Chưa đúng: hàm is_pair của em nói {a} và {b} không thành đôi, nhưng chúng là một đôi: hai quân giống "
        "hệt nhau là một đôi.",
    "Not yet: your beats says that {a} beats {b}, but it does not: {why}.":
        "Chưa đúng: hàm beats của em nói {a} ăn {b}, nhưng không phải vậy: {why}.",
    "Not yet: your beats says that {a} does not beat {b}, but it does: {why}.":
        "Chưa đúng: hàm beats của em nói {a} không ăn {b}, nhưng {a} có ăn: {why}.",
    "Not yet: {why}": "Chưa đúng: {why}",
    "every={every}: give the seconds between two updates, from 0 to 3600":
        "every={every}: hãy cho số giây giữa hai lần cập nhật, từ 0 đến 3600",
}
"""Vietnamese for the faces messages (see :mod:`tamcuc.locale.vi`)."""
