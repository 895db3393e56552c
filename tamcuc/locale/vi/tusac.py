"""Vietnamese for Tứ Sắc: the meld analyser's sentences, its errors and its pictures' words.

See :mod:`tamcuc.locale.vi`. The Tứ Sắc words stay as players say them (docs/vietnamese-style.md):
chẵn, lẻ, rác, khạp, quan, tới, nọc, lệnh; the colours xanh, vàng, trắng, đỏ.
"""

MESSAGES = {
    # -- the melds and the analyser (tamcuc.tusac) -----------------------------------------------
    "a general on its own": "một quân tướng đứng riêng",
    "two identical cards": "hai lá giống hệt nhau",
    "three identical cards": "ba lá giống hệt nhau",
    "four identical cards": "bốn lá giống hệt nhau",
    "soldiers of different colours": "các quân tốt khác màu",
    "a one-colour Tướng–Sĩ–Tượng or Xe–Pháo–Mã": "Tướng–Sĩ–Tượng hoặc Xe–Pháo–Mã cùng một màu",
    "{chan} chẵn and {le} lẻ": "{chan} chẵn và {le} lẻ",
    "{chan} chẵn, no lẻ": "{chan} chẵn, không có lẻ nào",
    "{le} lẻ, no chẵn": "{le} lẻ, không có chẵn nào",
    "no chẵn and no lẻ": "không có chẵn, cũng không có lẻ",
    "{melds}, {n} rác ({rac}); {lenh}.": "{melds}, {n} lá rác ({rac}); {lenh}.",
    "{melds}, no rác; {lenh}.": "{melds}, không có rác; {lenh}.",
    "{n} lệnh": "{n} lệnh",
    "no lệnh": "không có lệnh nào",
    "no meld": "không có bộ nào",
    "{n} {card} (each a chẵn on its own)": "{n} {card} (mỗi lá đứng riêng là một chẵn)",
    "{n} {meld}": "{n} {meld}",
    "{melds}; no rác": "{melds}; không có rác",
    "{melds}; {n} rác: {rac}": "{melds}; còn {n} lá rác: {rac}",
    "Best: {how}": "Cách xếp tốt nhất: {how}",
    "{n} other way also leaves {rac} rác.": "Còn {n} cách xếp khác cũng để lại {rac} lá rác.",
    "No rác: every card is in a meld, as going out (tới) needs; with the {bonus} lệnh for going out that makes "
    "{total} lệnh.":
        "Không còn rác: lá nào cũng nằm trong một bộ, đúng như khi tới; cộng {bonus} lệnh tới bài thì được "
        "{total} lệnh.",
    "{arrangement} still has rác ({rac}); only a hand with no rác goes out (tới)":
        "{arrangement} vẫn còn rác ({rac}); chỉ bài không còn rác mới được tới",
    # -- reading cards and hands -----------------------------------------------------------------
    "x xanh (green), v vàng (yellow), t trắng (white), d đỏ (red)": "x xanh, v vàng, t trắng, d đỏ",
    "Card() takes a Rank and a tusac.Colour, not {rank} and {colour}; to read text use Card.parse('Rx')":
        "Card() nhận một Rank và một tusac.Colour, không nhận {rank} và {colour}; muốn đọc chữ thì dùng "
        "Card.parse('Rx')",
    "a Tứ Sắc card is named by text such as 'Rx', not by {text}":
        "quân Tứ Sắc được ghi bằng chữ như 'Rx', không phải bằng {text}",
    "{text} names {n} cards; Card.parse reads one, parse_hand reads many":
        "{text} ghi {n} quân; Card.parse đọc một quân, parse_hand đọc nhiều quân",
    "an empty string names no Tứ Sắc card; write a code such as 'Rx' (Xe xanh)":
        "chuỗi rỗng không ghi quân Tứ Sắc nào; hãy viết một mã như 'Rx' (xe xanh)",
    "{whole}: Tứ Sắc hands are written in codes, not names: {piece} is {code}, then a colour letter "
    "({colours}), so {piece} đỏ is '{letter}d'":
        "{whole}: bài Tứ Sắc được ghi bằng mã, không ghi bằng tên: {piece} là {code}, tiếp theo là chữ cái "
        "của màu ({colours}), nên {piece} đỏ là '{letter}d'",
    "{token} in {whole} is not a Tứ Sắc card: write the piece letter ({pieces}), then the colour letter "
    "({colours}), e.g. 'Rx' for Xe xanh; '2Rx' is two of them":
        "{token} trong {whole} không phải là quân Tứ Sắc: hãy viết chữ cái của quân ({pieces}), rồi chữ cái "
        "của màu ({colours}), ví dụ 'Rx' là xe xanh; '2Rx' là hai quân như thế",
    "{token} in {whole}: {piece} is not a piece; the seven pieces are {pieces}":
        "{token} trong {whole}: {piece} không phải là quân nào; bảy tên quân là {pieces}",
    "{token} in {whole} has no colour. Tứ Sắc cards come in four colours and, unlike in Tam Cúc, upper and lower "
    "case do not give one: add a colour letter, {colours}, e.g. '{letter}x' for {piece} xanh":
        "{token} trong {whole} chưa có màu. Bài Tứ Sắc có bốn màu; khác với Tam Cúc, chữ hoa hay chữ thường "
        "không cho biết màu: hãy thêm chữ cái của màu, {colours}, ví dụ '{letter}x' là {piece} xanh",
    "{token} in {whole}: {colour} is not a colour; the four colours are {colours}":
        "{token} trong {whole}: {colour} không phải là màu; bốn màu là {colours}",
    "{token} in {whole} asks for {n} copies, but the deck has only {copies} of each piece in each colour":
        "{token} trong {whole} đòi {n} quân, nhưng mỗi quân mỗi màu cỗ bài chỉ có {copies} lá",
    "{n} × {code} ({name}) is more than the deck holds: a Tứ Sắc deck has {copies} copies of each piece in each "
    "colour":
        "Có tới {n} quân {code} ({name}), nhiều hơn số lá trong cỗ bài: mỗi quân, mỗi màu chỉ có {copies} lá",
    "a Tứ Sắc hand is text such as 'Rx Cx Hx' or a list of cards, not {cards}":
        "bài Tứ Sắc phải là chữ như 'Rx Cx Hx' hoặc một danh sách quân, không phải {cards}",
    "parse_hand() takes text such as 'Rx Cx Hx', not {text}": "parse_hand() nhận chữ như 'Rx Cx Hx', không nhận {text}",
    # -- the rules and the deal ------------------------------------------------------------------
    "TuSacRules.{field}={value}: give a whole number": "TuSacRules.{field}={value}: hãy cho một số nguyên",
    "TuSacRules.{field}={value}: give True or False": "TuSacRules.{field}={value}: hãy cho True hoặc False",
    "TuSacRules.players={players}: Tứ Sắc is played by 2, 3 or 4": "TuSacRules.players={players}: Tứ Sắc chơi hai, ba hoặc bốn người",
    "TuSacRules: {players} hands of {size} (+{extra} for the dealer) in packets of {packet} do not fit the "
    "112-card deck":
        "TuSacRules: {players} tay bài, mỗi tay {size} lá (người làm cái thêm {extra}), chia mỗi lần {packet} lá, "
        "không vừa cỗ bài 112 lá",
    "TuSacRules.mixed_soldiers={sizes}: sizes of a mixed-colour Tốt chẵn, from 2 to 4 (there are only four "
    "colours)":
        "TuSacRules.mixed_soldiers={sizes}: số quân của một chẵn tốt khác màu, từ 2 đến 4 (chỉ có bốn màu)",
    "TuSacRules has no field {field}; the fields are {fields}":
        "TuSacRules không có trường {field}; các trường là {fields}",
    "rules={rules}: give a TuSacRules": "rules={rules}: hãy cho một TuSacRules",
    "slack={slack}: a whole number of extra rác, 0 or more": "slack={slack}: số rác thêm, là số nguyên từ 0 trở lên",
    # -- the pictures (tamcuc.tusac.drawing) ------------------------------------------------------
    "{n} Tứ Sắc card": "{n} lá Tứ Sắc",
    "{colour}: 7 pieces × 4 copies = {n} cards": "{colour}: 7 quân × 4 lá = {n} lá",
    "{n} left over": "{n} lá thừa",
    "Tứ Sắc hand sorted into melds: {melds}": "Bài Tứ Sắc xếp thành các bộ: {melds}",
    "The hand: {n} cards": "Bài trên tay: {n} lá",
    "{n} Tốt of different colours": "{n} tốt khác màu",
}
"""Vietnamese for the tusac messages (see :mod:`tamcuc.locale.vi`)."""
