"""Vietnamese for the command line, ``python -m tamcuc``: its help, its refusals and argparse's own words.

See :mod:`tamcuc.locale.vi`. Written for a teacher at a terminal: *tệp* (a file), *thư mục*
(a folder), *trang in* (a printable page), *lệnh* (a command), *tuỳ chọn* (an option).
The argparse messages keep their ``%(…)s`` fields, which argparse fills in.
"""

MESSAGES = {
    # -- the benchmarks stored with the package (tamcuc.botbench.stored) -----------------------------
    "name={name}: the stored benchmarks are {names}": "name={name}: các số đo có sẵn trong gói là {names}",
    # -- argparse's own words ------------------------------------------------------------------------
    "usage: ": "cách dùng: ",
    "positional arguments": "tham số",
    "options": "tuỳ chọn",
    "show this help message and exit": "in phần hướng dẫn này rồi thoát",
    "argument %(argument_name)s: %(message)s": "%(argument_name)s: %(message)s",
    "unrecognized arguments: %s": "không hiểu các tham số: %s",
    "not allowed with argument %s": "không được dùng cùng lúc với %s",
    "ignored explicit argument %r": "tuỳ chọn này không nhận giá trị %r",
    "the following arguments are required: %s": "còn thiếu tuỳ chọn bắt buộc: %s",
    "one of the arguments %s is required": "cần một trong các tuỳ chọn %s",
    "expected one argument": "cần ghi thêm một giá trị sau tuỳ chọn này",
    "ambiguous option: %(option)s could match %(matches)s":
        "tuỳ chọn %(option)s chưa rõ: có thể là %(matches)s",
    "invalid choice: %(value)r (choose from %(choices)s)": "không có lựa chọn %(value)r (hãy chọn một trong %(choices)s)",
    "%(prog)s: error: %(message)s\n": "%(prog)s: lỗi: %(message)s\n",
    "invalid %(type)s value: %(value)r": "giá trị %(value)r không hợp lệ (%(type)s)",
    # -- the help ------------------------------------------------------------------------------------
    "examples:": "ví dụ:",
    'Run "python -m tamcuc COMMAND --help" for the options of one command.':
        "Gõ “python -m tamcuc LỆNH --help” để xem các tuỳ chọn của từng lệnh.",
    "Tiếng Việt: python -m tamcuc --lang vi --help (or set TAMCUC_LANG=vi)":
        "In English: python -m tamcuc --lang en --help (hoặc đặt biến môi trường TAMCUC_LANG=en)",
    "Make print-ready HTML pages for a Tam Cúc class: worksheets, the deck, the one-page rules handout, the "
    "rank-ladder poster, the plays card and a tournament score sheet. Open the file in a browser and print at 100%.":
        "Làm các trang HTML để in cho một lớp học Tam Cúc: phiếu bài tập, cỗ bài, tờ luật chơi một trang, tranh "
        "treo lớp về thứ bậc các quân, thẻ các nước bài và bảng ghi điểm thi đấu. Mở tệp bằng trình duyệt rồi in ở tỉ lệ 100%.",
    "COMMAND": "LỆNH",
    "commands": "các lệnh",
    "FILE": "TỆP",
    "N": "SỐ",
    "LESSONS": "BÀI",
    # -- student copies (python -m tamcuc student-copy, tamcuc.notebooks) ----------------------------------
    "FOLDER": "THƯ_MỤC",
    "OUT": "THƯ_MỤC_MỚI",
    "copies of the lesson notebooks for students (widget outputs cleared)":
        "bản sao sổ tay bài học cho học sinh (đã bỏ phần hiển thị của câu đố và bàn chơi)",
    "Copies a folder of notebooks (such as book/) for a class on JupyterLab or a JupyterHub: every quiz and game "
    "table output is taken out, so each appears live when the student runs the notebook; everything else is kept.":
        "Sao chép một thư mục sổ tay (ví dụ book/vi/) cho một lớp học dùng JupyterLab hoặc JupyterHub: phần hiển thị "
        "của mọi câu đố và bàn chơi được bỏ đi, để chúng hiện ra khi học sinh chạy sổ tay; mọi thứ khác giữ nguyên.",
    "the folder to copy, such as book/": "thư mục cần sao chép, ví dụ book/vi/",
    "the folder to write (new, or empty)": "thư mục để ghi bản sao (mới, hoặc đang trống)",
    "write into the folder even if it holds files already": "vẫn ghi vào thư mục dù trong đó đã có tệp",
    "cannot write {out}: {reason}": "không ghi được {out}: {reason}",
    "{n} notebook": "{n} sổ tay",
    "Wrote {notebooks} to {out}, with {widgets} widget outputs taken out; {files} other files copied as they were. "
    "Students open a notebook and choose Run All to see its quizzes.":
        "Đã ghi {notebooks} vào {out}, bỏ đi {widgets} phần kết quả hiển thị; {files} tệp khác được chép nguyên vẹn. "
        "Học sinh mở một sổ tay rồi chọn Run All (chạy tất cả) để thấy các câu đố.",
    "source={source}: give the folder of notebooks to copy, such as book/":
        "source={source}: hãy cho thư mục sổ tay cần sao chép, ví dụ book/vi/",
    "target={target}: it exists and is not a folder; name a new folder":
        "target={target}: tên này đã có và không phải là thư mục; hãy đặt tên một thư mục mới",
    "target={target}: the copy cannot go inside the folder it copies":
        "target={target}: không thể đặt bản sao bên trong chính thư mục được sao chép",
    "target={target}: the folder has files already; add --force to write into it, or name a new folder":
        "target={target}: thư mục này đã có tệp; thêm --force để vẫn ghi vào đó, hoặc đặt tên một thư mục mới",
    "{path} is not a notebook (not JSON); fix or remove it before copying":
        "{path} không phải là sổ tay (không phải JSON); hãy sửa hoặc bỏ tệp này đi trước khi sao chép",
    "the language of the pages, the help and the messages: {languages}. Without --lang: the {variable} environment "
    "variable, else Vietnamese when the computer's language is Vietnamese (LANG=vi_VN…), else English (now: {lang})":
        "ngôn ngữ của trang in, của phần hướng dẫn và các thông báo: {languages}. Không ghi --lang thì theo biến "
        "môi trường {variable}; không có biến đó thì dùng tiếng Việt nếu máy tính đặt ngôn ngữ tiếng Việt "
        "(LANG=vi_VN…), còn lại là tiếng Anh (hiện đang dùng: {lang})",
    "the HTML file to write (default: {default}; - for standard output)":
        "tệp HTML cần ghi (mặc định: {default}; ghi - để hiện ra màn hình)",
    "replace --out if it exists already (a symbolic link is replaced, not followed)":
        "ghi đè lên tệp --out nếu tệp đã có (nếu đó là một liên kết tượng trưng thì thay chính liên kết, không "
        "ghi vào tệp nó trỏ tới)",
    "pin the paper size (default: none; every page fits both A4 and Letter)":
        "cố định khổ giấy (mặc định: không; trang nào cũng vừa cả giấy A4 lẫn Letter)",
    "a worksheet of engine-made questions and its answer key": "phiếu bài tập do máy ra đề, kèm đáp án",
    "A worksheet of questions made by the engine from a seed, with the answer key on separate pages. The same "
    "seed gives the same sheet; another seed gives a different sheet of the same kinds of question.":
        "Phiếu bài tập gồm các câu hỏi do máy ra đề theo số phiếu, đáp án in ở các trang riêng. Cùng một số phiếu "
        "thì ra đúng phiếu ấy; số phiếu khác thì ra một phiếu khác, với cùng các dạng câu hỏi.",
    "which sheet: a whole number from 0 to {most} (e.g. 7)": "phiếu số mấy: một số nguyên từ 0 đến {most} (ví dụ 7)",
    "how many questions, 1 to {most} (default: 12)": "số câu hỏi, từ 1 đến {most} (mặc định: 12)",
    "which lessons, e.g. 2-4 or 2,3,5 (default: the Tam Cúc {default}; there are questions for {known})":
        "những bài nào, ví dụ 2-4 hoặc 2,3,5 (mặc định: {default} về Tam Cúc; có câu hỏi cho {known})",
    "the 32 cards with cut lines, 18 to a sheet": "cỗ bài 32 lá có đường cắt, mỗi tờ 18 lá",
    "The engine's 32 cards, {w} x {h} mm in every layout, with cut lines: two sheets of faces; with --backs four "
    "pages, faces and backs, for a double-sided print; with --fold four sheets to fold and glue, for a printer "
    "without double-sided printing. Every back carries the deck's letter (--letter).":
        "Cỗ bài 32 lá, kiểu in nào cũng cỡ {w} × {h} mm, có đường cắt: hai tờ mặt quân; thêm --backs thì thành bốn "
        "trang, mặt trước và mặt lưng, để in hai mặt; thêm --fold thì thành bốn tờ để gấp đôi rồi dán, cho máy "
        "in không in được hai mặt. Mặt lưng nào cũng in chữ của cỗ bài (--letter).",
    "LETTER": "CHỮ",
    "the deck's letter, printed on every back so that mixed decks can be sorted (A, B, C … one per group; "
    "default: a blank disc to write it in)":
        "chữ của cỗ bài, in trên mọi mặt lưng để bài các cỗ lẫn vào nhau vẫn tách ra được (A, B, C … mỗi nhóm một "
        "chữ; mặc định: một vòng tròn trống để viết chữ vào)",
    "light card backs: white with green lines, far less toner than the solid green":
        "mặt lưng sáng: nền trắng, nét xanh, tốn mực ít hơn hẳn nền xanh đặc",
    "the play mat for the middle of a table": "tấm lót chơi bài, đặt ở giữa mỗi nhóm",
    "A portrait page for the middle of each table: the seats numbered anticlockwise, where each player lays cards "
    "face down and keeps the cards they win, the discard pile, the direction of play and who calls first.":
        "Một trang khổ dọc đặt ở giữa mỗi nhóm: các chỗ ngồi đánh số ngược chiều kim đồng hồ, chỗ mỗi người úp "
        "bài và để những quân mình ăn được, chồng bỏ, chiều đánh bài và ai gọi đầu.",
    "add the card backs after each sheet, each behind its card (double-sided: flip on the long edge)":
        "in thêm mặt sau ngay sau mỗi tờ, mỗi mặt sau nằm đúng sau lưng quân của nó (in hai mặt: lật theo cạnh dài)",
    "faces and backs side by side on each sheet: fold on the line, glue, cut":
        "mặt trước và mặt sau nằm cạnh nhau trên mỗi tờ: gấp theo đường kẻ, dán lại, rồi cắt",
    "the rules on one page, one for each student": "luật chơi tóm gọn trong một trang, mỗi học sinh một tờ",
    "The deck, the order, the plays, a trick, dealing and scoring on one page.":
        "Cỗ bài, thứ tự lớn nhỏ, các nước bài, một lượt đánh, cách chia bài và cách tính điểm, gói trong một trang.",
    "the rank-ladder poster (landscape)": "tranh treo lớp về thứ bậc các quân (khổ ngang)",
    "The seven ranks, red above black, numbered 1st to 14th: on one A4 or Letter page, on one A3 page (--size a3), "
    "or enlarged on four A4 or Letter pages to tape together (--size tiles).":
        "Bảy loại quân, trong mỗi loại quân đỏ đứng trên quân đen, xếp từ bậc 1 đến bậc 14: trên một trang A4 hay "
        "Letter, trên một trang A3 (--size a3), hoặc phóng to trên bốn trang A4 hay Letter để dán ghép lại (--size "
        "tiles).",
    "page (default), a3 or tiles": "page (mặc định), a3 hoặc tiles",
    "2, 3 or 4 (default: 4)": "2, 3 hoặc 4 (mặc định: 4)",
    "big cards for the front of the class, one to a page": "quân bài cỡ lớn để giơ trước lớp, mỗi trang một quân",
    "Big demonstration cards, 90 x 225 mm, one to a portrait page: by default the 14 different cards, strongest "
    "first; --cards chooses others.":
        "Quân bài cỡ lớn để làm mẫu, 90 × 225 mm, mỗi trang khổ dọc một quân: mặc định là 14 quân khác nhau, từ "
        "lớn đến nhỏ; --cards để chọn các quân khác.",
    "CARDS": "QUÂN",
    "easy or hard: only the kinds of question of that level (default: every kind)":
        "easy (dễ) hoặc hard (khó): chỉ lấy các kiểu câu hỏi của mức ấy (mặc định: mọi kiểu)",
    "exit tickets: three questions on one lesson, with the key": "phiếu cuối giờ: ba câu hỏi về một bài, kèm đáp án",
    "Identical exit tickets of three engine-made questions on one lesson's goals, to cut apart and hand out at the "
    "end of the class, then the answer key on a new page.":
        "Các phiếu cuối giờ giống nhau, mỗi phiếu ba câu hỏi do chương trình soạn theo mục tiêu của một bài, để cắt "
        "rời và phát cho học sinh cuối tiết, rồi đáp án ở trang mới.",
    "the lesson: {known}": "bài học: {known}",
    "which ticket: a whole number (default: 1)": "phiếu nào: một số nguyên (mặc định: 1)",
    "tickets to print, 1 to {most} (default: 4)": "số phiếu cần in, từ 1 đến {most} (mặc định: 4)",
    "the cards to print, as in the book, such as \"r r C C\" (default: the 14 different cards)":
        "các quân cần in, viết như trong sách, ví dụ \"r r C C\" (mặc định: 14 quân khác nhau)",
    "the one-page reference card of the valid plays": "thẻ một trang tóm tắt các nước bài hợp lệ",
    "Singles, pairs, the two triples, near misses and four or five soldiers.":
        "Một cây, đôi, hai bộ ba, những nước trông giống mà không hợp lệ và bốn hoặc năm quân tốt.",
    "a class-tournament score sheet for one table": "bảng ghi điểm thi đấu trong lớp cho một chiếu bài",
    "Kept cards, pairwise settlement and running totals for each deal.":
        "Số quân ăn được, điểm tính theo từng cặp và tổng điểm cộng dồn sau mỗi ván.",
    "deal rows, 1 to {most} (default: 6)": "số ván (mỗi ván một dòng), từ 1 đến {most} (mặc định: 6)",
    "how much to print for a class (written to the terminal)": "tính xem một lớp cần in bao nhiêu (kết quả hiện ra màn hình)",
    "Groups, decks and sheets of paper for a class of N students.":
        "Số nhóm, số cỗ bài và số tờ giấy cho một lớp N học sinh.",
    "how many students, 2 to {most}": "số học sinh, từ 2 đến {most}",
    # -- refusals ------------------------------------------------------------------------------------
    "--out is empty: name the HTML file to write, or - for standard output":
        "--out đang để trống: hãy đặt tên tệp HTML cần ghi, hoặc ghi - để hiện ra màn hình",
    "it is a folder; name a file in it, for example {example}":
        "đó là một thư mục; hãy ghi tên một tệp trong thư mục ấy, ví dụ {example}",
    "--out {out} is a symbolic link; it is not followed. Add --force to replace the link itself with the page, "
    "or choose another name":
        "--out {out} là một liên kết tượng trưng, và lệnh không ghi vào tệp mà liên kết trỏ tới. Thêm --force để "
        "thay chính liên kết ấy bằng trang in, hoặc chọn tên khác",
    "--out {out} is not a plain file (a device or a pipe); choose a file name":
        "--out {out} không phải là một tệp thường (mà là thiết bị hoặc đường ống); hãy chọn một tên tệp",
    "--out {out} exists already; add --force to replace it, or choose another name":
        "tệp --out {out} đã có rồi; thêm --force nếu muốn ghi đè, hoặc chọn tên khác",
    "its folder does not exist": "chưa có thư mục chứa tệp này",
    "a part of the path is not a folder": "một phần của đường dẫn không phải là thư mục",
    "permission denied": "không có quyền ghi",
    "the disk is read-only": "ổ đĩa ở chế độ chỉ đọc",
    "the disk is full": "ổ đĩa đã đầy",
    "the name is too long": "tên tệp quá dài",
    "it is a folder": "đó là một thư mục",
    "standard output is closed, so there is nowhere to write; run the command again without closing it "
    "(for example without >&-)":
        "đầu ra chuẩn đã bị đóng nên không có chỗ nào để in; hãy chạy lại lệnh mà không đóng nó (ví dụ bỏ >&-)",
    "standard output was closed before everything was written (for example by head)":
        "đầu ra chuẩn bị đóng trước khi in xong (ví dụ do lệnh head)",
    "standard output takes only {encoding} text and the page is UTF-8; write it to a file with --out FILE":
        "đầu ra chuẩn chỉ nhận chữ theo bảng mã {encoding}, còn trang in dùng UTF-8; hãy ghi ra tệp bằng --out TỆP",
    "the terminal cannot show this text ({reason}); set PYTHONIOENCODING=utf-8, or write to a file with --out FILE":
        "màn hình dòng lệnh không hiện được chữ này ({reason}); hãy đặt PYTHONIOENCODING=utf-8, hoặc ghi ra tệp "
        "bằng --out TỆP",
}
"""Vietnamese for the command line's messages (see :mod:`tamcuc.locale.vi`)."""
