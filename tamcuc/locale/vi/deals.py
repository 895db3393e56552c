"""Vietnamese for the duplicate deals (:mod:`tamcuc.printables.deals`, ``python -m tamcuc deals``) and the
score sheet of a group of five (see :mod:`tamcuc.locale.vi`)."""

MESSAGES = {
    # -- the command line ----------------------------------------------------------------------------
    "2, 3, 4, or 5 (four play, one referees in turn) (default: 4)":
        "2, 3, 4 hoặc 5 (bốn người chơi, một người làm trọng tài, lần lượt đổi nhau) (mặc định: 4)",
    "the same numbered deals for every table, and after play the comparison":
        "mọi nhóm chơi cùng những ván bài đánh số, chơi xong thì so sánh các nhóm",
    "Duplicate deals: for each deal a dealing sheet that sets up the same hands at every table from a shuffled "
    "deck, result slips and the class results sheet. With --after: the engine's own play of the same deals, a "
    "replay of each, and with --results the comparison of the tables.":
        "Ván bài chung cho cả lớp: mỗi ván có một tờ chia bài để mọi nhóm xếp được đúng những tay bài ấy từ một "
        "cỗ bài đã xáo, kèm phiếu kết quả và bảng kết quả của lớp. Với --after: chương trình tự chơi lại chính "
        "những ván ấy, mỗi ván có phần xem lại; thêm --results thì có bảng so sánh các nhóm.",
    "the first deal number, 0 to {most}; the deals are numbered from it (e.g. 7)":
        "số của ván đầu tiên, từ 0 đến {most}; các ván được đánh số tiếp từ số này (ví dụ 7)",
    "how many deals, 1 to {most} (default: 4)": "số ván, từ 1 đến {most} (mặc định: 4)",
    "the size of each group: 2, 3, 4, or 5 (four play, one referees in turn) (default: 4)":
        "số người mỗi nhóm: 2, 3, 4 hoặc 5 (bốn người chơi, một người làm trọng tài, lần lượt đổi nhau) "
        "(mặc định: 4)",
    "rows on the class results sheet, 1 to {most} (default: {default})":
        "số dòng (số nhóm) trên bảng kết quả của lớp, từ 1 đến {most} (mặc định: {default})",
    "after the class: the engine's play of the same deals, with a replay of each":
        "sau buổi học: chương trình chơi lại chính những ván ấy, mỗi ván có phần xem lại",
    "the tables' kept cards, one line per table and deal: deal, table, then each seat's kept cards "
    "(e.g. 7 1 3 1 4 0); implies --after":
        "số quân ăn được của các nhóm, mỗi nhóm mỗi ván một dòng: số ván, số nhóm, rồi số quân ăn được của từng "
        "chỗ ngồi (ví dụ 7 1 3 1 4 0); dùng tuỳ chọn này thì không cần --after",
    "--results {path} is larger than {most} bytes; it should hold one short line per table and deal":
        "tệp --results {path} lớn hơn {most} byte; tệp chỉ cần mỗi nhóm mỗi ván một dòng ngắn",
    "cannot read --results {path}: {reason}": "không đọc được tệp --results {path}: {reason}",
    "--results {path} is not UTF-8 text": "tệp --results {path} không phải là văn bản UTF-8",
    "{option}={value}: give a whole number from {low} to {high}":
        "{option}={value}: hãy ghi một số nguyên từ {low} đến {high}",
    # -- refusals ---------------------------------------------------------------------------------
    "players={players}: duplicate deals are for groups of 2, 3, 4 or 5 (four play, one referees)":
        "players={players}: ván bài chung dành cho nhóm 2, 3, 4 hoặc 5 người (bốn người chơi, một người làm "
        "trọng tài)",
    "seed={seed}: the first deal number is a whole number from 0 to {most}":
        "seed={seed}: số của ván đầu tiên là một số nguyên từ 0 đến {most}",
    "deals={deals}: a series has 1 to {most} deals": "deals={deals}: một loạt ván có từ 1 đến {most} ván",
    "tables={tables}: the class results sheet has rows for 1 to {most} tables":
        "tables={tables}: bảng kết quả của lớp có chỗ cho 1 đến {most} nhóm",
    "results={results}: give the results as text, one line per table and deal":
        "results={results}: hãy ghi kết quả thành văn bản, mỗi nhóm mỗi ván một dòng",
    "the results have {n} lines; at most {most} are read":
        "phần kết quả có {n} dòng; chương trình chỉ đọc tối đa {most} dòng",
    "results, line {line}: write the deal number, the table number and the kept cards of the {seats} seats, "
    "such as {example}":
        "kết quả, dòng {line}: hãy ghi số ván, số nhóm rồi số quân ăn được của {seats} chỗ ngồi, ví dụ {example}",
    "results, line {line}: deal {number} is not in this series ({first} to {last})":
        "kết quả, dòng {line}: ván {number} không thuộc loạt ván này (từ {first} đến {last})",
    "results, line {line}: the table number {table} is not 1 to 999":
        "kết quả, dòng {line}: số nhóm {table} không nằm trong khoảng 1 đến 999",
    "results, line {line}: the kept cards {kept} must be 0 or more and add up to {hand}":
        "kết quả, dòng {line}: số quân ăn được {kept} phải từ 0 trở lên và cộng lại bằng {hand}",
    "results, line {line}: table {table} is given twice for deal {number}":
        "kết quả, dòng {line}: nhóm {table} được ghi hai lần cho ván {number}",
    "results={results}: give the results as read_results returns them":
        "results={results}: hãy đưa kết quả theo đúng dạng mà read_results trả về",
    "results: deal {number} is not in this series ({first} to {last})":
        "kết quả: ván {number} không thuộc loạt ván này (từ {first} đến {last})",
    # -- the dealing sheet ------------------------------------------------------------------------------
    "Deal {number}: dealing sheet": "Ván {number}: tờ chia bài",
    "<p><b>A group of five:</b> the referee of this deal is the {nth} name on the score sheet. The referee sets "
    "up the cards and checks every trick; the four others take the seats An, Bình, Chi and Dũng in the order "
    "of the score sheet.</p>":
        "<p><b>Nhóm năm người:</b> trọng tài của ván này là người có tên {nth} trên bảng ghi điểm. Trọng tài "
        "xếp bài và kiểm tra từng lượt; bốn bạn còn lại ngồi vào chỗ An, Bình, Chi và Dũng theo thứ tự tên "
        "trên bảng ghi điểm.</p>",
    "<p><b>Three players:</b> first take {cards} out of the deck; they are not used.</p>":
        "<p><b>Ba người chơi:</b> trước hết rút {cards} ra khỏi cỗ bài; ván này không dùng đến hai quân ấy.</p>",
    "<p><b>Seats:</b> sit round the table in this order, each next player on the right of the one before "
    "(anticlockwise): {order}.</p>":
        "<p><b>Chỗ ngồi:</b> ngồi quanh chiếu theo thứ tự này, người sau ngồi bên tay phải người trước (ngược "
        "chiều kim đồng hồ): {order}.</p>",
    "<p><b>{dealer} deals and calls the first trick.</b> Play goes to the right (anticlockwise): after "
    "{dealer} come {after}.</p>":
        "<p><b>{dealer} làm cái và gọi bài lượt đầu.</b> Bài đi về bên tay phải (ngược chiều kim đồng hồ): "
        "sau {dealer} là {after}.</p>",
    "<p><b>Setting up:</b> shuffle the deck, then turn it over one card at a time. Find the card's row below "
    "and put it face down in front of a seat with an empty box in that row; tick the box. When every box is "
    "ticked, each player checks their cards against their row of pictures.</p>":
        "<p><b>Cách xếp bài:</b> xáo cỗ bài rồi lật từng quân một. Tìm dòng của quân ấy trong bảng dưới đây, "
        "úp quân bài trước một chỗ ngồi còn ô trống ở dòng đó và đánh dấu vào ô. Khi mọi ô đã được đánh dấu, "
        "từng em so bài của mình với hàng hình của mình.</p>",
    "set aside: not used with 3 players": "rút ra: ba người chơi thì không dùng",
    "Card": "Quân bài",
    "Cards each": "Số quân mỗi người",
    "{name}: {n} card": "{name}: {n} quân",
    "<p>The same deal is played at every table: do not show your cards to another table. At the end, write "
    "each player's kept cards on the result slip.</p>":
        "<p>Mọi nhóm đều chơi đúng ván này: đừng cho nhóm khác xem bài của mình. Hết ván, ghi số quân ăn được "
        "của từng người vào phiếu kết quả.</p>",
    # -- the slips and the class results sheet ------------------------------------------------------------
    "Result slips": "Phiếu kết quả",
    "<p>One page for each table. After each deal, fill in its slip, cut it off and hand it to the teacher. The "
    "kept cards of a deal add up to {hand}.</p>":
        "<p>Mỗi nhóm một trang. Chơi xong mỗi ván, điền vào phiếu của ván đó, cắt ra và nộp cho thầy cô. Số quân "
        "ăn được của một ván cộng lại bằng {hand}.</p>",
    "Deal {number}": "Ván {number}",
    "Referee:": "Trọng tài:",
    "the {nth} name on the score sheet": "người có tên {nth} trên bảng ghi điểm",
    "Seat": "Chỗ ngồi",
    "Name": "Tên",
    "Class results: kept cards": "Kết quả của lớp: số quân ăn được",
    "<p>Copy each table's slip into its row: the kept cards of each seat. Every row adds up to {hand}. After "
    "the class, the engine's own play of the same deals and a comparison of the tables: <code>python -m tamcuc deals "
    "--after</code> (the same <code>--seed</code>, <code>--deals</code> and <code>--players</code>) "
    "<code>--results FILE</code>.</p>":
        "<p>Chép phiếu của mỗi nhóm vào dòng của nhóm ấy: số quân ăn được của từng chỗ ngồi. Mỗi dòng cộng lại "
        "bằng {hand}. Sau buổi học, xem máy chơi lại chính những ván ấy và so sánh các nhóm: <code>python -m "
        "tamcuc deals --after</code> (cùng <code>--seed</code>, <code>--deals</code> và <code>--players</code>) "
        "<code>--results TỆP</code>.</p>",
    "Table": "Nhóm",
    "Sum": "Tổng",
    "The dealing sheets (one per deal, for every table), the result slips (one page per table) and the class "
    "results sheet. Print at 100 % on A4 or US Letter; the rest of this page is not printed.":
        "Các tờ chia bài (mỗi ván một tờ, in cho mọi nhóm), phiếu kết quả (mỗi nhóm một trang) và bảng kết quả "
        "của lớp. In ở tỉ lệ 100% trên giấy A4 hoặc US Letter; phần còn lại của trang này không được in ra.",
    "Tam Cúc: duplicate deals {first} to {last}": "Tam Cúc: ván bài chung, từ ván {first} đến ván {last}",
    "Tam Cúc: duplicate deal {number}": "Tam Cúc: ván bài chung số {number}",
    "After play: the engine plays deal {number}": "Sau khi chơi: chương trình chơi ván {number}",
    "Tam Cúc: after play, deal {number}": "Tam Cúc: sau khi chơi, ván {number}",
    # -- after play ----------------------------------------------------------------------------------
    "After play: the engine plays deals {first} to {last}":
        "Sau khi chơi: chương trình chơi các ván từ {first} đến {last}",
    "<p>Each deal as the engine's careful players played it, with the plays in each hand that no other hand "
    "could beat or equal. On screen, each deal has a replay to step through with the class.</p>":
        "<p>Từng ván do máy cẩn thận của chương trình chơi, kèm những nước bài trong mỗi tay "
        "mà không tay nào khác thắng được hay hoà được. Trên màn hình, mỗi ván có phần xem lại từng bước để cả "
        "lớp cùng xem.</p>",
    "Hand": "Bài trên tay",
    "Plays no other hand beats": "Nước bài không tay nào khác thắng được",
    "Engine kept": "Máy ăn được",
    "{dealer} dealt and called first.": "{dealer} làm cái và gọi bài trước.",
    "Tables that reported: {n}.": "Số nhóm đã nộp kết quả: {n}.",
    "Deal {number}: the engine's play": "Ván {number}: chương trình chơi",
    "Step through the replay of deal {number}": "Xem lại từng bước ván {number}",
    "The engine's play of the deals the class played, and the comparison of the tables. The replays are on "
    "screen only.":
        "Chương trình chơi lại những ván cả lớp đã chơi, và bảng so sánh các nhóm. Phần xem lại chỉ có trên màn "
        "hình.",
    "Tam Cúc: after play, deals {first} to {last}": "Tam Cúc: sau khi chơi, các ván từ {first} đến {last}",
    "{name} kept {kept} at {n} table": "{name} ăn được {kept} quân ở {n} nhóm",
    "{kept} at {n} table": "{kept} quân ở {n} nhóm",
    "{name} kept no cards at {n} table": "{name} không ăn được quân nào ở {n} nhóm",
    "no cards at {n} table": "không ăn được quân nào ở {n} nhóm",
    "{tables}; the engine's careful players kept {engine}.":
        "{tables}; máy cẩn thận ăn được {engine} quân.",
    "{tables}; the engine's careful players kept none.": "{tables}; máy cẩn thận không ăn được quân nào.",
    "Why: no other hand could beat or equal {plays} in {name}'s hand: {worth} kept card when it wins its trick.":
        "Vì sao: trong tay {name} có {plays}, không tay nào khác ăn được hay hoà được, nên khi ăn lượt, "
        "những nước ấy mang về {worth} quân.",
    "At {n} table {name} kept fewer than {worth}: there one of these plays was folded (chui) or laid under a "
    "call of another kind.":
        "Ở {n} nhóm, {name} ăn được ít hơn {worth} quân: ở đó {name} đã chui một trong những nước ấy, hoặc phải "
        "đánh nó ra khi người khác gọi kiểu bài khác.",
    "Why: another hand could beat every play in {name}'s hand, so whatever {name} kept was won by timing: "
    "leading after the stronger cards had gone, or following when the stronger player folded.":
        "Vì sao: nước nào trong tay {name} cũng có tay khác ăn được, nên quân nào {name} ăn được là nhờ đúng "
        "lúc: gọi bài khi những quân lớn hơn đã ra hết, hoặc đi theo khi người có bài lớn hơn chui.",
    "{n} table did better for {name} than the engine: ask them how.":
        "Ở {n} nhóm, {name} ăn được nhiều hơn máy: hãy hỏi các em ấy đã chơi thế nào.",
    # -- the score sheet of a group of five ----------------------------------------------------------------
    "hands={hands}: give the hands of the 2 to 4 seats": "hands={hands}: hãy cho các tay bài của 2 đến 4 chỗ ngồi",
    "Referee": "Trọng tài",
    "Class tournament: score sheet (a group of five: four players and a referee)":
        "Giải đấu của lớp: bảng ghi điểm (nhóm năm người: bốn người chơi và một trọng tài)",
    "<li>A group of five: in each deal four play and the one marked Referee sets up the cards and checks the "
    "tricks; the referee keeps no cards and scores 0 that deal (copy the total). The referee moves one name to "
    "the right every deal: play five or ten deals so that everyone referees as often.</li>":
        "<li>Nhóm năm người: mỗi ván bốn em chơi, em có ô ghi Trọng tài thì xếp bài và kiểm tra từng lượt; "
        "trọng tài không ăn quân nào và ván đó không được điểm nào (chép lại tổng cũ). Sau mỗi ván, trọng tài chuyển "
        "sang người kế bên phải: chơi năm hoặc mười ván để ai cũng làm trọng tài số lần như nhau.</li>",
}
"""Vietnamese for the duplicate deals and the five-seat score sheet (see :mod:`tamcuc.locale.vi`)."""
