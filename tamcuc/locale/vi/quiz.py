"""Vietnamese for the quiz messages (see :mod:`tamcuc.locale.vi`): questions, choices, explanations, the quiz's words.

Written for a teacher reading aloud to a class: "quân" for a card in play, "lượt" for a
trick, "đôi", "bộ ba", "chui", "kết", "đè", "tứ tử", "trình làng", "bắt cái", "nhà cái";
a right answer's verdict is "Đúng rồi", a wrong one's "Chưa đúng" (see
:data:`tamcuc.quiz.render.VERDICTS`).
"""

MESSAGES = {
    # -- the quiz's own words (render.py, model.py) ---------------------------------------------
    "Quiz": "Câu đố",
    "Right! ": "Đúng rồi! ",
    "Not quite. ": "Chưa đúng. ",
    "Question {n} of {count}": "Câu {n} / {count}",
    # a tally after a colon, so that a zero reads right too (never "đã đúng 0 câu")
    "{where} · {right} right first time so far": "{where} · số câu đúng ngay lần đầu: {right}",
    "All {count} answered: {right} right first time.":
        "Đã trả lời cả {count} câu. Số câu đúng ngay lần đầu: {right}.",
    " Well done!": " Giỏi lắm!",
    "Keyboard: press {first}–{last} or 1–{n} to pick an answer, then Enter.": "Bàn phím: bấm {first}–{last} hoặc 1–{n} để chọn câu trả lời, rồi bấm Enter.",
    "Your answers are kept in this browser only.": "Câu trả lời của em chỉ được lưu trong trình duyệt này.",
    "Next question": "Câu tiếp theo",
    "More questions": "Thêm câu hỏi",
    "Start again": "Làm lại từ đầu",
    "Making a new question…": "Đang ra câu hỏi mới…",
    "One moment: the new question is on its way…": "Em chờ một chút nhé: câu hỏi mới sắp có…",
    "New questions could not be made in this browser; your answers are kept.":
        "Trình duyệt này không tạo được câu hỏi mới; các câu trả lời của em vẫn được giữ.",
    "One moment: the question you were on is coming back…": "Em chờ một chút nhé: câu hỏi em đang làm sắp hiện lại…",
    "Reset this quiz": "Làm lại câu đố này",
    "Forget all my quiz answers": "Xoá mọi câu trả lời đã lưu",
    "(face down)": "(úp)",
    "Cards: {cards}": "Quân trong hình: {cards}",
    "{n} card face down": "{n} quân úp",
    "quiz kind {name}: a title is a short plain question, not {title}":
        "loại câu đố {name}: tiêu đề phải là một câu hỏi ngắn, rõ ràng, không phải {title}",
    "quiz kind {name}: the title {title} is already {other}'s; one title per kind":
        "loại câu đố {name}: tiêu đề {title} đã thuộc về {other}; mỗi loại câu đố một tiêu đề riêng",
    "seed={seed}: a question's seed is a whole number": "seed={seed}: số hạt giống (seed) của câu hỏi phải là số nguyên",
    "{kind}, seed {seed}: a round of {count} questions would ask one twice (only {found} different ones were found); ask for fewer":
        "{kind}, seed {seed}: một lượt {count} câu hỏi sẽ có câu bị hỏi hai lần (chỉ tìm được {found} câu khác nhau); hãy hỏi ít câu hơn",
    "index={index}: a question's place in its quiz is at most {most}":
        "index={index}: thứ tự của câu hỏi trong bài chỉ đến {most}",
    "seed={seed}: a question's seed is a whole number of at most {digits} digits":
        "seed={seed}: số hạt giống (seed) của câu hỏi phải là số nguyên có nhiều nhất {digits} chữ số",
    "{kind} seed {seed}: a question needs exactly one correct choice, has {n}":
        "{kind} seed {seed}: mỗi câu hỏi phải có đúng một lựa chọn đúng, ở đây có {n}",
    "{kind} seed {seed}: two choices have the same label": "{kind} seed {seed}: có hai lựa chọn ghi giống hệt nhau",
    "answer {index} is not one of the choices 0 … {last}": "câu trả lời {index} không nằm trong các lựa chọn 0 … {last}",
    "no question kind {kind}; the kinds are {kinds}": "không có loại câu hỏi {kind}; các loại câu hỏi là {kinds}",
    "index={index}: a question's place in its quiz is a whole number, 0 or more":
        "index={index}: vị trí của câu hỏi trong câu đố phải là số nguyên từ 0 trở lên",
    "Quiz() takes a Question, not {q}; use quiz(kind, seed) to make one":
        "Quiz() nhận một Question, không phải {q}; hãy dùng quiz(kind, seed) để tạo câu đố",
    # -- titles (one per kind) ------------------------------------------------------------------
    "How many cards?": "Có bao nhiêu quân?",
    "What does the folk name mean?": "Tên dân gian ấy là quân nào?",
    "Which Hán character?": "Chữ Hán nào?",
    "Which deck is which?": "Cỗ bài nào là cỗ nào?",
    "Which card wins?": "Quân nào thắng?",
    "Which card is highest?": "Quân nào lớn nhất?",
    "Is it a pair?": "Có phải là đôi không?",
    "Is it a triple?": "Có phải là bộ ba không?",
    "Which pair or triple wins?": "Đôi nào hay bộ ba nào thắng?",
    "Who wins the trick?": "Ai ăn lượt?",
    "What does the first-trick ban allow?": "Luật cấm lượt đầu cho phép gì?",
    "How many cards each?": "Mỗi người mấy quân?",
    "Who deals?": "Ai làm cái?",
    "What does the last trick score?": "Lượt cuối được mấy điểm?",
    "What does each player get?": "Mỗi người được mấy điểm?",
    "Who comes where?": "Ai đứng hạng mấy?",
    "Four or five soldiers: what happens?": "Tứ tử, ngũ tử thì sao?",
    "Folk rules or beginners' rules?": "Luật dân gian hay luật tập chơi?",
    # -- lesson 2: the cards ---------------------------------------------------------------------
    "How many cards are in a full Tam Cúc deck, in all?": "Một cỗ bài Tam Cúc đầy đủ có tất cả bao nhiêu lá?",
    "How many {what} are in a full Tam Cúc deck?": "Một cỗ bài Tam Cúc đầy đủ có bao nhiêu {what}?",
    "{n} is the number of {what}.": "Con số {n} là số {what}.",
    "this card": "quân này",
    "this rank, both colours": "quân này, cả hai màu",
    "{card} cards": "quân {card}",
    "{colour} cards": "quân {colour}",
    "{ranks} of both colours together": "quân {ranks}, tính cả hai màu",
    "each colour has {n} {ranks}, so there is {n} {card}": "mỗi màu có {n} quân {ranks}, nên có {n} quân {card}",
    "each colour has {half} {ranks}, so both colours together hold {n}":
        "mỗi màu có {half} quân {ranks}, nên cả hai màu có tất cả {n} quân {ranks}",
    "the two colours have the same cards, so each holds half of the {total}: {n}":
        "hai màu có các quân như nhau (cùng tên, cùng số lượng), nên mỗi màu có một nửa số lá: {total} : 2 = {n} lá",
    "cards in the whole deck": "lá trong cả cỗ bài",
    "two colours of {half} cards make {total}": "hai màu, mỗi màu {half} lá, cộng lại là {total} lá",
    "different cards (one of each rank and colour)": "loại quân khác nhau (mỗi tên quân, mỗi màu tính một lần)",
    "{ranks} ranks in 2 colours make {n} different cards": "{ranks} tên quân, mỗi tên có hai màu, thành {n} loại quân khác nhau",
    "ranks (Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt)": "tên quân (Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt)",
    "cards in each hand of a {n}-player game": "quân trên tay mỗi người khi chơi {n} người",
    "cards left for a 3-player game once {cards} are taken out": "lá còn lại cho ván ba người sau khi bỏ ra {cards}",
    "the gentleman": "ông tướng",
    "the lady": "bà tướng",
    " (tịnh is another word for Tượng)": " (tịnh là một tên khác của tượng)",
    " (mind the tone marks of tướng, the general, and tượng, the elephant)":
        " (chú ý dấu thanh: tướng khác với tượng)",
    "{word} means {colour}": "chữ “{word}” nghĩa là {colour}",
    "{word} ({meaning}) is the {colour} one": "chữ “{word}” ({meaning}) chỉ quân {colour}",
    "{word} is the {colour} one": "chữ “{word}” chỉ quân {colour}",
    "{word} names the {rank}{extra} and {said}": "chữ “{word}” chỉ quân {rank}{extra}, còn {said}",
    "“{word}” names the {rank}, not the {other}": "“{word}” chỉ quân {rank}, không phải quân {other}",
    "“{word}” says {colour}, not {other}": "“{word}” chỉ quân {colour}, không phải quân {other}",
    "{first}, and {second}": "{first}, và {second}",
    "That is the {card}, called “{folk}”: {why}.": "Đó là quân {card}, người ta gọi là “{folk}”: {why}.",
    "In “{name}”, {gloss}: the {card}.": "Trong “{name}”, {gloss}: đó là quân {card}.",
    "Which card is called “{name}” at the table?": "Khi chơi, người ta gọi quân nào là “{name}”?",
    "A card shows the Hán character {han}. Which rank is it?": "Một quân bài có chữ Hán {han}. Đó là quân gì?",
    "This character names {rank}. In this book's deck, every {name} card carries it.":
        "Đây là chữ của quân {rank}. Trong cỗ bài của sách, quân {name} nào cũng mang chữ này.",
    "{rank}, has a character of its own, not this one.": "Quân {rank} có chữ riêng của nó, không phải chữ này.",
    "Which Hán character is printed on a {rank} card?": "Quân {rank} có in chữ Hán nào?",
    "This is the character of {rank}. In this book's deck, every {name} card carries it.":
        "Đây là chữ của quân {rank}. Trong cỗ bài của sách, quân {name} nào cũng mang chữ này.",
    "That character is {rank}.": "Đó là chữ của quân {rank}.",
    "{total} cards in 1 colour: {counts}": "{total} lá một màu: {counts}",
    "{total} cards in {colours} colours, each colour: {counts}": "{total} lá, {colours} màu, mỗi màu: {counts}",
    "{total} cards in red and black, each colour with {counts}.": "Cỗ bài có {total} lá, gồm hai màu đỏ và đen, mỗi màu có {counts}.",
    "That is the deck of Tứ Sắc, a different game with the same piece names; Tam Cúc has 2 colours and {total} cards.":
        "Đó là cỗ bài Tứ Sắc, một trò chơi khác có cùng tên quân; bài Tam Cúc có hai màu và {total} lá.",
    "{why}; with {n} in each colour, nobody can hold a pair of generals.":
        "{why}; mỗi màu chỉ có {n} thì không ai cầm được đôi tướng.",
    "{why}; with {n} in each colour, a player can hold four of one colour (tứ tử).":
        "{why}; mỗi màu có {n} thì vẫn có người cầm được bốn tốt cùng màu (tứ tử).",
    "This deck has {these} in each colour; a real Tam Cúc deck has {real}.":
        "Cỗ này mỗi màu có {these}; cỗ bài Tam Cúc thật mỗi màu có {real}.",
    "That is the {n}-card deck of a 3-player game, once {cards} are taken out; the full deck has {total}.":
        "Đó là {n} lá của ván ba người, sau khi đã bỏ ra {cards}; cỗ bài đầy đủ có {total} lá.",
    "That is only one colour, half the deck: Tam Cúc has two, red and black, and a red card beats a black one of the "
    "same rank.":
        "Đó mới chỉ là một màu, nửa cỗ bài: bài Tam Cúc có hai màu, đỏ và đen, và cùng tên quân thì quân đỏ ăn "
        "quân đen.",
    "Look carefully: two players show the same card.": "Nhìn kĩ nhé: hai người lật hai quân giống hệt nhau.",
    "Look carefully: two players show the same pair.": "Nhìn kĩ nhé: hai người lật hai đôi giống hệt nhau.",
    "Look carefully: two players show the same triple.": "Nhìn kĩ nhé: hai người lật hai bộ ba giống hệt nhau.",
    "Which of these is a full Tam Cúc deck, as sold?": "Cỗ bài nào dưới đây là cỗ bài Tam Cúc đầy đủ, như lúc mới mua về?",
    "That is the full Tam Cúc deck, as sold: {total} cards in red and black.":
        "Đó là cỗ bài Tam Cúc đầy đủ, như lúc mới mua về: {total} lá đỏ và đen.",
    "With which of these decks could a player hold a pair of generals (two generals of one colour)?":
        "Với cỗ bài nào dưới đây thì một người có thể cầm đôi tướng (hai quân tướng cùng màu)?",
    "This deck has {n} generals in each colour, so two of one colour make a pair; the real deck has only {real}, so "
    "there is never a pair of generals.":
        "Cỗ này mỗi màu có {n} quân tướng, nên hai tướng cùng màu thành một đôi; cỗ bài thật mỗi màu chỉ có {real} "
        "tướng, nên không bao giờ có đôi tướng.",
    "Which of these is a full deck with {cards} taken out?":
        "Cỗ bài nào dưới đây là cỗ bài đầy đủ đã bỏ ra {cards}?",
    "Which of these is only half a Tam Cúc deck?": "Cỗ bài nào dưới đây chỉ là nửa cỗ bài Tam Cúc?",
    "With which of these decks could nobody ever hold four soldiers of one colour (tứ tử)?":
        "Với cỗ bài nào dưới đây thì không ai có thể cầm bốn quân tốt cùng màu (tứ tử)?",
    "This deck has only {n} soldiers in each colour, so nobody can hold four of one colour; the real deck has {real}.":
        "Cỗ này mỗi màu chỉ có {n} quân tốt, nên không ai cầm được bốn tốt cùng màu; cỗ bài thật mỗi màu có {real} tốt.",
    # -- lesson 3: colour and rank ---------------------------------------------------------------
    "earlier": "trước",
    "later": "sau",
    "leads": "gọi bài",
    "plays second": "đi thứ hai",
    "{name}'s {play}": "{play} của {name}",
    "a {play} each from {names}": "{play} của cả {names}",
    "{name} (leads)": "{name} (gọi bài)",
    "both show the same {unit}, and of two equal plays the {order} one wins ({convention}): {name} {does}, so {name} "
    "wins.":
        "cả hai ra {unit} giống nhau, mà hai nước bài bằng nhau thì nước ra {order} thắng ({convention}): {name} {does}, nên "
        "{name} thắng.",
    "the two {units} are equal, and equal plays do not share the trick: the {order} one, {name}'s, wins ({convention}).":
        "hai {units} bằng nhau thì nước ra {order} thắng: {name} ra {order} nên {name} ăn lượt ({convention}).",
    "this book's rule; agree on it before you play": "đây là luật của sách này; cả chiếu nên thoả thuận trước khi chơi",
    "No source decides this: it is this book's rule; agree on it before you play.":
        "Đây là quy ước của sách này: không nguồn nào nói rõ chuyện này, nên cả chiếu thoả thuận trước khi chơi.",
    "{first} leads the first {unit} and {second} follows with the second. Whose {unit} wins?":
        "{first} gọi bài, {second} đi theo; mỗi người ra một {unit} như trong hình. Bài của ai thắng?",
    "{card} is the highest: {rank} outranks {lower}.": "{card} là quân lớn nhất: {rank} lớn hơn {lower}.",
    " {card} has the same rank, and of the same rank red beats black.":
        " {card} cùng tên quân, mà cùng tên thì đỏ ăn đen.",
    " Rank comes first and colour only settles equal ranks, so being red does not help {cards}.":
        " Xét tên quân trước, cùng tên mới xét đến màu, nên {cards} tuy màu đỏ cũng không thắng được.",
    "{card} loses to {best}: {why}.": "{card} thua {best}: {why}.",
    "Which of these four cards is the highest?": "Trong bốn quân này, quân nào lớn nhất?",
    "card {n}": "quân {n}",
    # -- lesson 4: pairs and triples --------------------------------------------------------------
    "a valid pair (đôi)": "phải, đây là một đôi",
    "not a pair": "không phải là đôi",
    "Two cards of the same rank and the same colour: {pair}.": "Hai quân cùng tên, cùng màu: {pair}.",
    "It is a pair: both are {cards}, and same rank and same colour is all a pair needs.":
        "Đây là một đôi: cả hai quân đều là {cards}, mà cùng tên, cùng màu là đủ thành đôi.",
    "The {first} and the {second} do not go together: a pair is two cards of the same rank and the same colour.":
        "{first} và {second} không ghép thành đôi được: một đôi là hai quân cùng tên và cùng màu.",
    "Are these two cards a pair (đôi)?": "Hai quân này có phải là một đôi không?",
    "two cards": "hai quân",
    "a {ranks} triple": "bộ ba {ranks}",
    "not a triple": "không phải là bộ ba",
    "The {triple}: one of the only two triples, all one colour.":
        "{triple}: một trong hai loại bộ ba, cả ba quân cùng một màu.",
    "These are {shown}, not {other}.": "Đây là {shown}, không phải {other}.",
    "It is a triple: {shown} is one of the only two, and all three are {colour}.":
        "Đây là bộ ba đấy: {shown} là một trong hai loại bộ ba, mà cả ba quân đều màu {colour}.",
    "These are {ranks}, but a triple is all one colour: here {listed}.":
        "Đây đúng là {ranks}, nhưng bộ ba phải cùng một màu: ở đây là {listed}.",
    "A {ranks} triple needs {needs}, all of one colour; these are {listed}.":
        "Bộ ba {ranks} phải có {needs}, cùng một màu; còn đây là {listed}.",
    "What are these three cards?": "Ba quân này là gì?",
    "three cards": "ba quân",
    # -- lesson 5: a trick ------------------------------------------------------------------------
    "{name} folds (chui)": "{name} chui",
    "{leader} leads; then {others} follow in the order of play.":
        "{leader} gọi bài; sau đó lần lượt đến {others}.",
    "{name} folds (chui).": "{name} chui.",
    "{names} all fold (chui).": "{names} đều chui.",
    "{names} both fold (chui).": "{names} đều chui.",
    "{plays} lose: {reason}.": "{plays} đều thua: {reason}.",
    "{name} folded (chui), and a folded play never wins, whatever it held":
        "{name} đã chui, mà bài chui thì không bao giờ thắng, dù những quân úp ấy là quân gì",
    "{name}'s {play} holds a rank banned in the first trick, so it counts as folded":
        "{play} của {name} phạm luật cấm ở lượt đầu, nên bị tính như chui",
    "{name} showed the same play as {winner}, and of equal plays the {order} one wins ({convention})":
        "{name} ra bài giống hệt {winner}, mà hai nước bài bằng nhau thì nước ra {order} thắng ({convention})",
    "{name}'s {play} loses to {winner}'s: {why}": "{play} của {name} thua bài của {winner}: {why}",
    "4 players. {order}{folds} Who wins the trick?": "Bốn người chơi. {order}{folds} Ai ăn lượt này?",
    "yes, it may be led": "được, người gọi bài được ra",
    "no: the first-trick ban forbids it": "không: lượt đầu cấm ra bài này",
    "yes, but it cannot win the trick": "được, nhưng không thể ăn lượt",
    "with {players} players the first trick bans {banned}": "khi chơi {players} người, lượt đầu cấm {banned}",
    "{rule}, and {what} holds none of them.": "{rule}, mà bài này không có quân nào trong số đó, nên được ra {what}.",
    "{what} holds no banned rank, so it may be led.": "Bài này không có quân bị cấm, nên được ra {what}.",
    "Nothing stops {what} winning: only a banned play counts as folded, and it holds no banned rank.":
        "{what} vẫn ăn lượt được như thường: chỉ bài có quân bị cấm mới bị tính như chui, mà bài này không có quân bị cấm.",
    "{rule}, and {what} holds {held}: the leader may not lead it.":
        "{rule}, mà bài này có {held}: người gọi bài không được ra {what}.",
    "{what} holds {held}, a rank the first trick bans.": "Bài này có {held}, là quân bị cấm ở lượt đầu, nên không được ra {what}.",
    "That is what happens to a follower who shows a banned play; the leader may not lead one at all.":
        "Đó là chuyện xảy ra với người đi theo lật bài có quân bị cấm; còn người gọi bài thì hoàn toàn không được ra "
        "bài như thế.",
    "The first trick of a deal, {players}, folk rules. May the leader lead these cards?":
        "Lượt đầu của một ván, {players}, luật dân gian. Người gọi bài có được ra bài này không?",
    "the lead": "bài gọi",
    "The first trick of a deal, {players}, folk rules (banned: {banned}). {order}{folds} Who wins the trick?":
        "Lượt đầu của một ván, {players}, luật dân gian (cấm: {banned}). {order}{folds} Ai ăn lượt này?",
    # -- lesson 6: dealing ------------------------------------------------------------------------
    ", with {n} cards taken out first ({cards})": ", bỏ ra trước {n} lá ({cards})",
    " with {n} cards taken out": " và bỏ ra {n} lá",
    "{where}: how many cards are dealt in all?": "{where}: tất cả có bao nhiêu lá được chia?",
    "{where}: how many cards does each player get?": "{where}: mỗi người được chia bao nhiêu quân?",
    "{full} cards less the {removed} taken out leave {left}, all dealt":
        "cỗ bài {full} lá bớt đi {removed} lá bỏ ra thì còn {left} lá, chia hết",
    "all {n} cards are dealt; nothing stays in the middle": "cả {n} lá đều được chia hết; không lá nào để lại ở giữa",
    "{cards} cards{removed} dealt to {n} players make {each} each":
        "chia {cards} lá{removed} cho {n} người, mỗi người được {each} quân",
    " ({full} does not divide by 3, which is why cards are taken out first)":
        " ({full} không chia hết cho 3, vì thế phải bỏ bớt lá ra trước)",
    " (the full {full} less {n} taken out)": " (cỗ bài {full} lá bớt đi {n} lá bỏ ra)",
    "the hand size for {setup}": "số quân mỗi người cầm khi có {setup}",
    "the number of cards dealt in all for {setup}": "tổng số lá được chia khi có {setup}",
    "what each player gets here, not the cards dealt in all": "số quân mỗi người được ở đây, không phải tổng số lá được chia",
    "the cards dealt in all here, not what each player gets": "tổng số lá được chia ở đây, không phải số quân của mỗi người",
    "{full} ÷ 3 rounded up, but {full} cards do not divide by 3": "{full} : 3 làm tròn lên, nhưng {full} lá không chia đều cho 3 được",
    "{n} is {what}.": "Con số {n} là {what}.",
    "taken out before dealing": "bỏ ra trước khi chia",
    "With {n} players each holds {sizes} cards.": "Khi chơi {n} người, mỗi người cầm {sizes} quân.",
    "All the cards in play are dealt and each player holds {n}. How many players are there?":
        "Mọi lá bài dùng trong ván đều được chia hết và mỗi người cầm {n} quân. Có bao nhiêu người chơi?",
    "The drawer counts as Tướng; the count goes on round the table in the order of play: Tướng, Sĩ, Tượng, Xe, Pháo, "
    "Mã, Tốt.":
        "Người rút bài được tính là Tướng; đếm tiếp vòng quanh chiếu theo thứ tự chơi: Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt.",
    "{rank} on {name}": "{rank} ở {name}",
    "Counting from {drawer}: {steps}. The card is {card}, so the count stops on {dealer}; its colour does not matter.":
        "Đếm từ {drawer}: {steps}. Quân rút được là {card}, nên dừng ở {dealer}; màu của quân không quan trọng.",
    "that is where the count would stop if it started one seat after the drawer; the drawer is Tướng":
        "nếu bắt đầu đếm từ người ngồi sau người rút bài thì mới dừng ở đó; nhưng chính người rút bài là Tướng",
    "that is where the count would stop if it started with Tốt; it starts with Tướng":
        "nếu đếm ngược từ Tốt lên Tướng thì mới dừng ở đó; nhưng phải đếm xuôi, bắt đầu từ Tướng rồi đến Sĩ, Tượng",
    "the drawer deals only when the count comes back round to them":
        "người rút bài chỉ làm cái khi đếm vòng trở lại đúng chỗ mình",
    "that is counting the wrong way round the table": "như thế là đếm ngược chiều quanh chiếu",
    "counting to {rank} stops on {dealer}, not on {name}": "đếm đến {rank} thì dừng ở {dealer}, không phải ở {name}",
    "{n} players sit in the order of play: {order}. {drawer} draws the card shown. {rule} Who is the dealer (cái)?":
        "{n} người chơi ngồi theo thứ tự chơi: {order}. {drawer} rút được quân trong hình. {rule} Ai làm cái?",
    "the drawn card": "quân rút được",
    # -- lesson 7: kết and đè ----------------------------------------------------------------------
    "no kết: that lead is not a kết combination": "không có cú kết: bài gọi ấy không có trong bảng kết",
    "the deck seller's example table": "bảng điểm của cửa hàng bán bài",
    "kết succeeds: {name} scores +{bonus}": "kết thành công: {name} được +{bonus}",
    "đè: {name} scores +{bonus}": "đè: {name} được +{bonus}",
    "{ranks} of either colour": "{ranks} màu nào cũng được",
    "{ket} ({what}) +{bonus}, beating it (đè) +{de}": "{ket} ({what}) +{bonus}, đè {ket} +{de}",
    "{what} is not in the kết table, so nobody scores a bonus. {trick}":
        "{what} không có trong bảng kết, nên không ai được thưởng. {trick}",
    "{what} is not {ket}: the kết table does not list it.": "{what} không phải là {ket}: bảng kết không có bài này.",
    "{winner} wins the trick, but +{bonus} is what beating {ket} pays, and {what} is not one.":
        "{winner} ăn lượt, nhưng +{bonus} là điểm thưởng khi đè được {ket}, mà {what} đâu phải là {ket}.",
    "{leader}'s {ket} lost the trick to {winner}, so {leader} scores nothing.":
        "{ket} của {leader} đã thua lượt này vào tay {winner}, nên {leader} không được điểm nào.",
    "{winner} did beat it, but đè pays +{de}, not the kết's +{bonus}.":
        "{winner} đúng là đã đè, nhưng đè được +{de}, chứ không phải +{bonus} của kết.",
    "+{de} is what beating it (đè) pays; a {ket} that wins pays +{bonus}.":
        "+{de} là điểm cho người đè được nó; còn {ket} thắng lượt thì được +{bonus}.",
    "folded (chui)": "đã chui",
    "showed a play that does not win the trick": "ra bài không ăn được lượt",
    "{name} {did}; only the trick's winner can đè.": "{name} {did}; chỉ người ăn lượt mới đè được.",
    "{what} is {ket}: the kết table lists it.": "{what} là {ket}: bảng kết có bài này.",
    "The last trick of a 4-player folk game, with {table} ({rows}). {order}{folds} What does the last trick score?":
        "Lượt cuối của một ván bốn người theo luật dân gian, tính điểm theo {table} ({rows}). {order}{folds} Lượt cuối "
        "được tính điểm thế nào?",
    "{ket} +{bonus}, đè +{de}": "{ket} +{bonus}, đè {ket} +{de}",
    # -- lesson 8: scoring ---------------------------------------------------------------------------
    "{name} kept {n}": "{name} ăn được {n} quân",
    "{name} kept no cards": "{name} không ăn được quân nào",
    "each pair of players settles the difference of their kept cards, so each gets {n} × kept − {total} (the total "
    "kept)":
        "cứ hai người một cặp, tính phần chênh lệch số quân ăn được, nên mỗi người được {n} × số quân ăn được − "
        "{total} (tổng số quân ăn được)",
    "{rule}: {scores}.": "{rule}: {scores}.",
    "That is kept − average ({avg}); the pairwise score is {times} times that ({n} × kept − the total).":
        "Đó là số quân ăn được trừ đi số trung bình ({avg}); điểm tính từng cặp bằng {times} lần số ấy ({n} × số quân "
        "ăn được − tổng).",
    "That is {n} × kept without taking away the total; a settlement always adds up to 0.":
        "Đó là {n} × số quân ăn được mà chưa trừ đi tổng; cộng điểm của cả chiếu lại bao giờ cũng bằng không.",
    "The signs are the wrong way round: the player who kept more receives.":
        "Dấu bị ngược: người ăn được nhiều quân hơn mới là người được cộng điểm.",
    "That counts each player against {others} others but takes away the whole total, their own cards too.":
        "Cách này nhân số quân ăn được của mỗi người với {others} rồi trừ đi cả tổng, mà tổng ấy có cả quân của chính "
        "người ấy.",
    "Pairwise settlement, {n} players: {kept}. What does each player get, in the order {order}?":
        "Tính điểm từng cặp, {n} người chơi: {kept}. Mỗi người được bao nhiêu điểm, theo thứ tự {order}?",
    "{diff} against {name} ({me} − {k})": "{diff} với {name} ({me} − {k})",
    "{name} kept {me}: {terms}; in all {total}": "{name} ăn được {me} quân: {terms}; tổng cộng {total}",
    "{name} kept no cards: {terms}; in all {total}": "{name} không ăn được quân nào: {terms}; tổng cộng {total}",
    "that is kept − average ({avg}); settling with each of the other {others} players gives {n} times that":
        "đó là số quân ăn được trừ đi số trung bình ({avg}); điểm tính từng cặp (với {others} người kia) bằng {n} "
        "lần số ấy",
    "the sign is the wrong way round: the player who kept more receives":
        "dấu bị ngược: người ăn được nhiều quân hơn mới là người được cộng điểm",
    "that is the kept cards; the settlement is the differences with every other player":
        "đó chỉ là số quân ăn được; điểm là phần chênh lệch với từng người khác",
    "that is {n} × kept without taking away the total ({total})":
        "đó là {n} × số quân ăn được mà chưa trừ đi tổng ({total})",
    "that counts only the players who kept fewer; those who kept more are paid their difference too":
        "cách này chỉ tính với những người ăn ít quân hơn; với người ăn nhiều quân hơn thì phải trừ đi phần chênh lệch",
    "that counts {others} others but takes away the whole total, own cards too":
        "cách này nhân số quân ăn được với {others} rồi trừ đi cả tổng, mà tổng ấy có cả quân của chính người ấy",
    "Pairwise settlement, {n} players: {kept}. What does {name} get?":
        "Tính điểm từng cặp, {n} người chơi: {kept}. {name} được bao nhiêu điểm?",
    "{names} tie for {place}, so nobody is {skipped}.": "{names} cùng đứng {place}, nên không ai đứng {skipped}.",
    "{name} ({kept}) {place}": "{name} ({kept} quân) đứng {place}",
    "{name} (none) {place}": "{name} (không ăn được quân nào) đứng {place}",
    "The most cards is 1st, and equal counts share a place: {listing}. {ties}":
        "Ai ăn nhiều quân nhất thì đứng hạng 1, ai ăn bằng nhau thì đứng cùng hạng: {listing}. {ties}",
    "After a shared place the next place is skipped.": "Sau một hạng có nhiều người cùng đứng thì hạng kế tiếp bị bỏ qua.",
    "Tied players share the higher place, not the lower.":
        "Những người bằng nhau cùng đứng hạng cao hơn, không phải hạng thấp hơn.",
    "Tied players share a place; no one is ahead of an equal.":
        "Những người bằng nhau đứng cùng hạng; không ai đứng trên người bằng mình.",
    "More cards is better: the most is 1st.": "Càng nhiều quân càng tốt: ai ăn nhiều quân nhất thì đứng hạng 1.",
    "Ranking by cards won, {n} players: {kept}. What are the places, in the order {order}?":
        "Xếp hạng theo số quân ăn được, {n} người chơi: {kept}. Mỗi người đứng hạng mấy, theo thứ tự {order}?",
    "after a shared place the next place is skipped": "sau một hạng có nhiều người cùng đứng thì hạng kế tiếp bị bỏ qua",
    "tied players share the higher place, not the lower":
        "những người bằng nhau cùng đứng hạng cao hơn, không phải hạng thấp hơn",
    "tied players share a place; no one is ahead of an equal":
        "những người bằng nhau đứng cùng hạng; không ai đứng trên người bằng mình",
    "more cards is better: the most is 1st": "càng nhiều quân càng tốt: ai ăn nhiều quân nhất thì đứng hạng 1",
    "{place} is the place of {n} cards": "người ăn {n} quân mới đứng {place}",
    "{place} is the place of whoever kept no cards": "người không ăn được quân nào mới đứng {place}",
    "no one is {place} here": "ở đây không ai đứng {place}",
    "Ranking by cards won, {n} players: {kept}. What place is {name}?":
        "Xếp hạng theo số quân ăn được, {n} người chơi: {kept}. {name} đứng hạng mấy?",
    "the cards count as won and the declarer takes the lead (cướp cái)":
        "những quân ấy được tính là quân ăn được và người trình làng giành quyền gọi bài (cướp cái)",
    "the cards count as won; the lead stays where it was":
        "những quân ấy được tính là quân ăn được; quyền gọi bài vẫn giữ nguyên",
    "nothing special: they are played like any other cards (these rules have no declarations)":
        "không có gì đặc biệt: chúng được đánh như mọi quân khác (luật này không có trình làng)",
    "they must be led together as one play in a trick": "phải gọi cả mấy quân đó cùng lúc thành một nước bài trong một lượt",
    "in the folk rules, four soldiers take the lead only with {n} players, and five soldiers always do":
        "theo luật dân gian, tứ tử chỉ cướp cái khi chơi {n} người, còn ngũ tử thì lúc nào cũng cướp cái",
    "in the folk rules, only four soldiers with {n} players count as won without taking the lead":
        "theo luật dân gian, chỉ tứ tử khi chơi {n} người mới được tính là quân ăn được mà không cướp cái",
    "the folk rules do have declarations; only the beginners' rules have none":
        "luật dân gian có trình làng; chỉ luật tập chơi là không có",
    "the beginners' rules have no declarations, so showing soldiers never takes the lead: they are played like any "
    "other cards":
        "luật tập chơi không có trình làng, nên không ai được cướp cái bằng tốt: tốt cũng đánh như mọi quân "
        "khác",
    "the beginners' rules have no declarations, so soldiers count as won only in a trick their player wins":
        "luật tập chơi không có trình làng, nên quân tốt chỉ thành quân ăn được khi người cầm chúng thắng lượt",
    "the folk rules": "luật dân gian",
    "the beginners' rules": "luật tập chơi",
    "folk rules": "luật dân gian",
    "{players}, {rules}": "{players}, {rules}",
    ", the deck without {cards}": ", cỗ bài đã bỏ ra {cards}",
    "{rules} have no declarations: {name} keeps the {size} soldiers and plays them as singles or pairs like any "
    "other cards.":
        "{rules} không có trình làng: {name} giữ {size} quân tốt và đánh từng quân hoặc từng đôi như mọi quân khác.",
    " Declaring is optional: the soldiers could also be played as singles or pairs.":
        " Trình làng hay không là tuỳ: các quân tốt ấy cũng có thể đánh từng quân hoặc từng đôi.",
    "Four or five soldiers are never led together as one play; they can be declared between tricks, or played as "
    "singles or pairs.":
        "Tứ tử hay ngũ tử không bao giờ được gọi ra cùng lúc thành một nước bài; có thể trình làng giữa hai lượt, hoặc "
        "đánh từng quân, từng đôi.",
    "{where}. Between tricks {name} shows these {size} {colour} soldiers. What happens?":
        "{where}. Giữa hai lượt, {name} lật {size} quân tốt {colour} này ra. Chuyện gì xảy ra?",
    "{name}'s soldiers": "các quân tốt của {name}",
    # -- lesson 9: house rules -----------------------------------------------------------------------
    "they count as won cards and that player takes the lead (cướp cái)":
        "những quân ấy được tính là quân ăn được và người ấy giành quyền gọi bài (cướp cái)",
    "they count as won cards; the lead stays where it was":
        "những quân ấy được tính là quân ăn được; quyền gọi bài vẫn giữ nguyên",
    "they are played like any other cards, as there are no declarations":
        "chúng được đánh như mọi quân khác, vì không có trình làng",
    "how is the first leader chosen": "người gọi bài đầu tiên được chọn thế nào",
    "a drawn card is counted round the table (bắt cái) to find the dealer":
        "rút một quân rồi đếm vòng quanh chiếu (bắt cái) để tìm người làm cái",
    "the first leader is picked at random": "người gọi bài đầu tiên được chọn ngẫu nhiên",
    "how many cards may a leader call": "người gọi bài được gọi mấy quân",
    "one, two or three": "một, hai hoặc ba",
    "one or two": "một hoặc hai",
    "only one": "chỉ một",
    "what may the leader not lead in the first trick of a deal":
        "ở lượt đầu của ván, người gọi bài không được ra quân nào",
    "nothing is banned": "không cấm quân nào",
    "Tướng and Sĩ": "tướng và sĩ",
    "Tướng, Sĩ and Tượng": "tướng, sĩ và tượng",
    "when two players show equal plays, which one wins": "khi hai người ra bài bằng nhau, ai thắng",
    "the one shown earlier (the leader first)": "người ra trước (người gọi bài là người ra trước nhất)",
    "the one shown later": "người ra sau",
    "what does the winner of a trick keep": "người ăn lượt được giữ những quân nào",
    "only their own winning cards": "chỉ những quân thắng của chính mình",
    "every card of the trick": "mọi quân của lượt đó",
    "what happens when a player shows four soldiers of one colour between tricks":
        "chuyện gì xảy ra khi có người lật bốn quân tốt cùng màu (tứ tử) giữa hai lượt",
    "what happens when a player shows all five soldiers of one colour between tricks":
        "chuyện gì xảy ra khi có người lật cả năm quân tốt cùng màu (ngũ tử) giữa hai lượt",
    "what does a kết (finishing the last trick with a pair of black soldiers or a Xe–Pháo–Mã) score":
        "kết (gọi lượt cuối bằng đôi tốt đen hoặc Xe–Pháo–Mã) được tính điểm thế nào",
    "the last trick scores like any other, with no bonus": "lượt cuối tính như mọi lượt khác, không có thưởng",
    "a bonus for the leader if it wins, a bigger one for whoever beats it (đè)":
        "người gọi bài được thưởng nếu thắng, còn ai đè được thì được thưởng nhiều hơn",
    "how is a deal scored": "một ván được tính điểm thế nào",
    "players are ranked by the cards they won": "xếp hạng người chơi theo số quân ăn được",
    "every two players settle the difference of the cards they kept":
        "cứ hai người một cặp, tính phần chênh lệch số quân ăn được",
    "the folk rules only": "chỉ luật dân gian",
    "the beginners' rules only": "chỉ luật tập chơi",
    "both": "cả hai",
    "neither": "không luật nào",
    "“{text}” is what {rules} say for {n} players, not for {players}.":
        "“{text}” là điều {rules} quy định khi chơi {n} người, không phải khi chơi {players} người.",
    "“{text}” is in neither set of rules.": "Không luật nào nói “{text}”.",
    "Both sets of rules agree: {answer}.": "Cả hai luật đều nói: “{answer}”.",
    "{rules} answer “{answer}”.": "{rules} nói: “{answer}”.",
    "That is what {other} say, not {rules}.": "Đó là điều {other} quy định, không phải {rules}.",
    "{rules} say so too.": "{rules} cũng nói vậy.",
    "Not {rules}: they answer “{answer}”.": "Không phải {rules}: luật này nói “{answer}”.",
    "Only {rules} say so; {other} answer “{answer}”.": "Chỉ {rules} nói vậy; {other} nói “{answer}”.",
    "Neither says “{answer}”.": "Không luật nào nói “{answer}”.",
    "{rules} say “{answer}”.": "{rules} nói “{answer}”.",
    "{players}: {ask}? Which rules answer “{answer}”?": "{players}: {ask}? Luật nào nói “{answer}”?",
    # -- lesson 13: Tứ Sắc (tusac/quizzes.py) --------------------------------------------------------
    "Chẵn, lẻ or rác?": "Chẵn, lẻ hay rác?",
    "How many rác are left?": "Còn lại mấy lá rác?",
    "How many lệnh?": "Được mấy lệnh?",
    "Tam Cúc, Tứ Sắc, both or neither?": "Tam Cúc, Tứ Sắc, cả hai hay không trò nào?",
    "neither game": "không trò nào",
    "Which game has this many cards?": "Trò nào có chừng ấy lá bài?",
    "Bài bụng: which sorting is better?": "Bài bụng: xếp cách nào hơn?",
    "{ranks} all in {colour} is a lẻ.": "{ranks} cùng một màu {colour} là một lẻ.",
    "a Tướng on its own is already a chẵn: it is never rác.": "một quân tướng đứng riêng đã là chẵn: tướng không bao giờ là rác.",
    "{n} Tốt of {n} different colours are a chẵn: only soldiers may mix colours.":
        "{n} quân tốt thuộc {n} màu khác nhau là chẵn: chỉ tốt mới được ghép khác màu.",
    "{n} identical cards of one colour are a chẵn ({kind}).": "{n} lá giống hệt nhau, cùng một màu, là chẵn ({kind}).",
    "soldiers may mix colours only when every colour is different (and there are at least three).":
        "Tốt chỉ được ghép khác màu khi mỗi lá một màu riêng (và phải có ít nhất ba lá).",
    "identical pieces make a chẵn only when they are also the same colour (only soldiers may mix).":
        "những quân cùng tên chỉ thành chẵn khi cũng cùng màu (chỉ tốt mới được ghép khác màu).",
    "a lẻ needs all three cards in one colour.": "một lẻ cần cả ba lá cùng một màu.",
    "only Tướng–Sĩ–Tượng and Xe–Pháo–Mã make a lẻ.": "chỉ Tướng–Sĩ–Tượng và Xe–Pháo–Mã mới thành lẻ.",
    "In Tam Cúc there are only two colours, and a pair or triple is always one colour.":
        "Trong Tam Cúc chỉ có hai màu, và đôi hay bộ ba bao giờ cũng cùng một màu.",
    "Tam Cúc has only {n} {rank} of each colour, so this group cannot even be held there.":
        "Bài Tam Cúc mỗi màu chỉ có {n} quân {rank}, nên trong Tam Cúc không ai cầm được những lá này.",
    "In Tam Cúc the same pieces in red are {play}: a play you can lead.":
        "Trong Tam Cúc, những quân ấy màu đỏ là {play}, một nước bài em gọi được.",
    "In Tam Cúc one card on its own is a single: any card may be led that way.":
        "Trong Tam Cúc, một quân đứng riêng là bài một cây: quân nào cũng gọi ra được như thế.",
    "In Tam Cúc these two pieces, even both in red, are no pair.":
        "Trong Tam Cúc, hai quân ấy dù có cùng màu đỏ đi nữa cũng không thành đôi.",
    "In Tam Cúc these three pieces, even all in red, are no triple.":
        "Trong Tam Cúc, ba quân ấy dù có cùng màu đỏ đi nữa cũng không thành bộ ba.",
    "In Tam Cúc these {n} pieces, even all in red, are no play.":
        "Trong Tam Cúc, {n} quân ấy dù có cùng màu đỏ đi nữa cũng không thành nước bài nào.",
    "Tốt of different colours make a chẵn only {counts} at a time, and here there are {n}.":
        "Tốt khác màu chỉ thành chẵn khi có {counts} lá, mà ở đây có {n} lá.",
    "In a chẵn of mixed Tốt no colour comes twice, and here {colour} does.":
        "Trong chẵn tốt khác màu, không màu nào được lặp lại, mà ở đây màu {colour} có hai lá.",
    "Identical pieces make a chẵn only in one colour, and these {rank} are {colours}.":
        "Những quân cùng tên chỉ thành chẵn khi cùng một màu, mà mấy quân {rank} này lại có màu {colours}.",
    "A chẵn is one piece repeated (or a Tướng alone, or Tốt of different colours), and here there are {n} "
    "different pieces: {pieces}.":
        "Chẵn là hai đến bốn lá giống hệt nhau (hoặc một tướng đứng riêng, hoặc ba, bốn tốt khác màu), mà ở đây có {n} quân "
        "khác tên: {pieces}.",
    "A lẻ is exactly three cards, and here there is one.": "Một lẻ phải có đúng ba lá, mà ở đây chỉ có một.",
    "A lẻ is exactly three cards, and here there are {n}.": "Một lẻ phải có đúng ba lá, mà ở đây có {n}.",
    "A lẻ is three different pieces, not three {rank}.": "Một lẻ là ba quân khác tên, không phải ba quân {rank}.",
    "A Tốt is never part of a lẻ.": "Tốt không bao giờ nằm trong một lẻ.",
    "{pieces} takes pieces from both sets, Tướng–Sĩ–Tượng and Xe–Pháo–Mã, and a lẻ keeps to one.":
        "{pieces} lấy quân từ cả hai bộ Tướng–Sĩ–Tượng và Xe–Pháo–Mã, mà một lẻ chỉ lấy trong một bộ.",
    "{run} are the right pieces, but a lẻ is one colour and these are {colours}.":
        "Đây đúng là {run}, nhưng một lẻ phải cùng một màu, mà ở đây có màu {colours}.",
    "Rác means cards left out of every meld, and a Tướng is a meld by itself.":
        "Rác là những lá không nằm trong chẵn hay lẻ nào, mà một quân tướng tự nó đã là chẵn.",
    "Rác means cards left out of every meld, and these {n} cards make a meld together.":
        "Rác là những lá không nằm trong chẵn hay lẻ nào, mà {n} lá này ghép lại thành một bộ.",
    "a chẵn (a set)": "chẵn",
    "a lẻ (Tướng–Sĩ–Tượng or Xe–Pháo–Mã of one colour)": "lẻ (Tướng–Sĩ–Tượng hoặc Xe–Pháo–Mã cùng màu)",
    "rác: not a meld": "rác: không thành bộ",
    "{why} {same}": "{why} {same}",
    "In Tứ Sắc, what are these cards?": "Trong Tứ Sắc, những lá này là gì?",
    "the best way is {best}.": "cách xếp tốt nhất: {best}.",
    "no meld can be made: all {n} cards are rác.": "không xếp được bộ nào: cả {n} lá đều là rác.",
    "0 rác would put every card in a meld, and these cards cannot all be placed.":
        "Không còn rác nào nghĩa là lá nào cũng vào chẵn hoặc lẻ, mà những lá này không xếp hết được.",
    "No sorting leaves as few as {k}.": "Không có cách xếp nào chỉ còn {k} lá rác.",
    "No sorting leaves exactly {k} rác, and the best leaves fewer.":
        "Không có cách xếp nào còn đúng {k} lá rác; cách tốt nhất còn ít hơn thế.",
    "With no meld at all, {k} cards are left over; these cards can do better.":
        "Không ghép được bộ nào thì còn {k} lá rác; những lá này xếp được tốt hơn thế.",
    "Keeping {melds} leaves {k} rác, but there is a better sorting.":
        "Giữ {melds} thì còn {k} lá rác, nhưng có cách xếp tốt hơn.",
    "Sort these Tứ Sắc cards into chẵn and lẻ as well as you can. How many cards are left over as rác?":
        "Hãy xếp những lá Tứ Sắc này thành chẵn và lẻ tốt nhất có thể. Còn lại bao nhiêu lá rác?",
    "the hand": "bài trên tay",
    "laid face up on the mat": "đã hạ ngửa ra chiếu",
    "still in the hand": "vẫn còn trên tay",
    "{meld} {where} scores {n} lệnh.":
        "{meld} {where} được tính {n} lệnh.",
    "No meld in the source's table scores {k} lệnh.": "Trong bảng của nguồn, không bộ nào được {k} lệnh.",
    "{k} lệnh is what {meld} {where} scores.": "{meld} {where} mới được {k} lệnh.",
    "A meld such as {other} {there} scores no lệnh; {meld} {where} scores {n}.":
        "Những bộ như {other} {there} thì không được lệnh nào; còn {meld} {where} được {n} lệnh.",
    "a {kind} {there} scores {k} lệnh; {meld} {where} scores {n}.":
        "{kind} {there} thì được {k} lệnh; còn {meld} {where} được {n} lệnh.",
    "{meld} {where} scores no lệnh.": "{meld} {where} không được lệnh nào.",
    "A player goes out (tới). This meld is {where}. How many lệnh does it score?":
        "Một người chơi tới. Bộ này {where}. Bộ này được bao nhiêu lệnh?",
    "only Tam Cúc": "chỉ Tam Cúc",
    "only Tứ Sắc": "chỉ Tứ Sắc",
    "in Tam Cúc they are {play}": "trong Tam Cúc, đó là {play}",
    "in Tam Cúc they are no pair or triple": "trong Tam Cúc, đó không phải đôi hay bộ ba",
    "in Tứ Sắc they are a {kind}": "trong Tứ Sắc, đó là {kind}",
    "in Tứ Sắc they are rác": "trong Tứ Sắc, đó là rác",
    "{tc}, and {ts}.": "{tc}, và {ts}.",
    "there they are {play}": "ở đó là {play}",
    "there they are no pair or triple": "ở đó không phải đôi hay bộ ba",
    "there they are a {kind}": "ở đó là {kind}",
    "there they are rác": "ở đó là rác",
    "in Tam Cúc they are {play} too": "trong Tam Cúc, đó cũng là {play}",
    "in Tam Cúc they are no pair or triple either": "trong Tam Cúc, đó cũng không phải đôi hay bộ ba",
    "in Tứ Sắc they are a {kind} too": "trong Tứ Sắc, đó cũng là {kind}",
    "in Tứ Sắc they are rác too": "trong Tứ Sắc, đó cũng là rác",
    "You are right about Tứ Sắc ({there}), but {tc}.": "Em nói đúng về Tứ Sắc ({there}), nhưng {tc}.",
    "You are right about Tam Cúc ({there}), but {ts}.": "Em nói đúng về Tam Cúc ({there}), nhưng {ts}.",
    "{tc}; {ts}.": "{tc}; {ts}.",
    "The same pieces in each game's colours: Tam Cúc on the left, Tứ Sắc on the right. Where do they make a group (a "
    "pair or triple in Tam Cúc, a chẵn or lẻ in Tứ Sắc)?":
        "Cùng những quân này, vẽ theo màu của từng trò: Tam Cúc bên trái, Tứ Sắc bên phải. Ở trò nào chúng thành bộ (đôi "
        "hay bộ ba trong Tam Cúc, chẵn hay lẻ trong Tứ Sắc)?",
    "a deck of {n} cards": "một cỗ bài {n} lá",
    "Tam Cúc has {n} cards: 7 pieces in red and in black.": "Tam Cúc có {n} lá: bảy tên quân, cả màu đỏ lẫn màu đen.",
    "Tứ Sắc has {ts} cards, far more than {tc}.": "Tứ Sắc có {ts} lá, nhiều hơn {tc} rất nhiều.",
    "Only the smaller deck, Tam Cúc's, has {n} cards.": "Chỉ cỗ bài nhỏ hơn, của Tam Cúc, mới có {n} lá.",
    "Tứ Sắc has {n} cards: 7 pieces × 4 colours × 4 copies.": "Tứ Sắc có {n} lá: 7 tên quân × 4 màu × 4 lá mỗi loại.",
    "Tam Cúc has only {n} cards.": "Tam Cúc chỉ có {n} lá.",
    "Only the bigger deck, Tứ Sắc's, has {n} cards.": "Chỉ cỗ bài lớn hơn, của Tứ Sắc, mới có {n} lá.",
    "{n} cards for each of four players": "mỗi người {n} lá khi chơi bốn người",
    "Tam Cúc deals the whole deck: {n} each.": "Tam Cúc chia hết cả cỗ bài: mỗi người {n} lá.",
    "Tứ Sắc deals {hand} each, and {dealer} to the dealer.":
        "Tứ Sắc chia mỗi người {hand} lá, riêng người làm cái {dealer} lá.",
    "{n} cards is a Tam Cúc hand only; a Tứ Sắc hand is much bigger.":
        "Tay bài {n} lá chỉ có ở Tam Cúc; bài Tứ Sắc trên tay nhiều hơn hẳn.",
    "{n} cards each, one more for the dealer": "mỗi người {n} lá, người làm cái thêm một lá",
    "Tứ Sắc deals {hand} each and {dealer} to the dealer; the rest is a draw pile.":
        "Tứ Sắc chia mỗi người {hand} lá, người làm cái {dealer} lá; số còn lại úp làm nọc để bốc.",
    "Tam Cúc deals the cards out evenly: the dealer gets no extra card.":
        "Tam Cúc chia đều cho mọi người, người làm cái không được thêm lá nào.",
    "Only Tứ Sắc gives the dealer an extra card.": "Chỉ Tứ Sắc mới chia thêm cho người làm cái một lá.",
    "{n} cards left face down to draw from": "{n} lá úp lại để bốc",
    "In Tứ Sắc the {n} undealt cards are a pile to draw from.": "Trong Tứ Sắc, {n} lá còn lại sau khi chia được úp thành nọc để bốc.",
    "Tam Cúc deals every card, so nothing is left to draw.": "Tam Cúc chia hết mọi lá, nên không còn gì để bốc.",
    "A Tam Cúc deal leaves no card over, so only Tứ Sắc has a draw pile.":
        "Chia bài Tam Cúc không thừa lá nào, nên chỉ Tứ Sắc mới có nọc.",
    "pieces in {n} colours": "bài {n} màu",
    "Tứ Sắc has four colours: {colours}.": "Tứ Sắc có bốn màu: {colours}.",
    "Tam Cúc has only two colours, red and black.": "Tam Cúc chỉ có hai màu, đỏ và đen.",
    "Look at the Xe on the left: Tam Cúc's come in two colours only.":
        "Hãy nhìn quân xe bên trái: xe của Tam Cúc chỉ có hai màu.",
    "A Xe in each colour of Tam Cúc (left) and of Tứ Sắc (right). Which game has {what}?":
        "Mỗi màu một quân xe, của Tam Cúc (bên trái) và của Tứ Sắc (bên phải). Trò nào có {what}?",
    "{melds} and {n} rác ({cards})": "{melds} và {n} lá rác ({cards})",
    "keep {melds}": "giữ {melds}",
    "both leave the same number of rác": "hai cách còn số lá rác bằng nhau",
    "One way gives {first}; the other gives {second}.": "Một cách được {first}; cách kia được {second}.",
    "The two ways leave different numbers of rác, {first} and {second}.":
        "Hai cách còn số lá rác khác nhau: một cách còn {first}, cách kia còn {second}.",
    "more than": "nhiều hơn",
    "no fewer than": "không ít hơn",
    "Keeping {melds} leaves {n} rác, {than} the other way.": "Giữ {melds} thì còn {n} lá rác, {than} cách kia.",
    "You hold these four Tứ Sắc cards. Which way of sorting them leaves fewer rác?":
        "Em cầm bốn lá Tứ Sắc này. Xếp cách nào thì còn ít lá rác hơn?",
    "your cards": "bài của em",
}
