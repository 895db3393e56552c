"""Vietnamese for the engine's messages: cards, plays, tricks, games, scoring, rules, errors, drawings, replays."""

MESSAGES = {
    "{who} laid {count} ({play}), but {leader} called {n}, so each player lays {n} and folds (chui) them unless "
    "they make a {called}":
        "{who} úp {count} ({play}), nhưng {leader} gọi {n}, nên ai cũng phải úp đủ {n}, không thành {called} thì chui",
    "{who} laid {count} ({play}), but {leader} called {n}, so each player lays exactly {n}":
        "{who} úp {count} ({play}), nhưng {leader} chỉ gọi {n}, nên ai cũng chỉ úp đúng {n}",
    "longest={longest}: give how many digits at most, a whole number from 1":
        "longest={longest}: hãy cho số chữ số nhiều nhất, một số nguyên từ 1 trở lên",
    "n={n}: give the number of cards called, a whole number": "n={n}: hãy cho số quân được gọi, một số nguyên",
    "world={world}: give a Game": "world={world}: hãy cho một Game",
    "trick_at={trick_at}: give a trick's number from 0, or -1 for none":
        "trick_at={trick_at}: hãy cho số thứ tự của một lượt, từ 0, hoặc −1 nếu không có",
    "kept={kept}: these rules are for {players} players: give one count for each":
        "kept={kept}: luật này cho {players} người chơi: hãy cho mỗi người một số",
    "kept={kept}: the players keep {n} cards at most between them (the cards dealt)":
        "kept={kept}: mọi người cộng lại chỉ ăn được nhiều nhất {n} quân (số quân đã chia)",
    "a ScoreTable is made by score_table(kept, rules): give the kept cards to it":
        "ScoreTable do score_table(kept, rules) tạo ra: hãy đưa số quân ăn được cho hàm ấy",
    # -- wording ------------------------------------------------------------------------------
    "players={players}: Tam Cúc is played by 2, 3 or 4 players": "players={players}: Tam Cúc chơi hai, ba hoặc bốn người",
    # -- the checks every door shares (tamcuc.checks, tamcuc.errors) ---------------------------
    "a whole number of about {n} digits": "một số nguyên dài khoảng {n} chữ số",
    "{what}={value}: give a whole number": "{what}={value}: hãy cho một số nguyên",
    "{what}={value}: give a list": "{what}={value}: hãy cho một danh sách",
    "{what}={value}: give a size in pixels, more than 0 and at most {high}":
        "{what}={value}: hãy cho một kích thước tính bằng điểm ảnh (pixel), lớn hơn 0 và không quá {high}",
    "{what}={value}: give a whole number from {low} to {high}": "{what}={value}: hãy cho một số nguyên từ {low} đến {high}",
    "{what}={value}: give a whole number, {low} or more": "{what}={value}: hãy cho một số nguyên từ {low} trở lên",
    "{token} in {text} is not a card: use a code (K A E R C H P red, k a e r c h p black), or separate names with "
    "commas ('xe đỏ, tốt đen')":
        "{token} trong {text} không phải là quân bài: hãy dùng chữ viết tắt (K A E R C H P quân đỏ, k a e r c h p quân "
        "đen), hoặc tách các tên quân bằng dấu phẩy ('xe đỏ, tốt đen')",
    "rules={rules}: give a Rules, such as Rules() or Rules.preset('folk')":
        "rules={rules}: hãy cho một bộ luật Rules, ví dụ Rules() hoặc Rules.preset('folk')",
    "names={names}: give a list of names (texts), one per seat":
        "names={names}: hãy cho một danh sách tên (viết bằng chữ), mỗi chỗ ngồi một tên",
    "names={names}: give a name for each of the {n} seats": "names={names}: hãy đặt tên cho đủ cả {n} chỗ ngồi",
    "{what}={value}: give a text": "{what}={value}: hãy cho một đoạn chữ",
    "the message {message} cannot be filled from {fields}: {err}":
        "không điền được câu {message} từ {fields}: {err}",
    "word={word}: give a noun as text, such as 'card'": "word={word}: hãy cho một danh từ bằng chữ, ví dụ 'card'",
    "items={items}: give a list of texts to join": "items={items}: hãy cho một danh sách các đoạn chữ để nối lại",
    "last={last}: give the word before the last item, such as 'and' or 'or'":
        "last={last}: hãy cho chữ đứng trước mục cuối, ví dụ 'and' hoặc 'or'",
    "{value} is not a colour: give 'red' or 'black'": "{value} không phải là màu: hãy cho 'red' (đỏ) hoặc 'black' (đen)",
    "{value} is not a rank: give its number, 0 (Tướng, the general) … 6 (Tốt, the soldier)":
        "{value} không phải là tên quân: hãy cho số thứ tự của quân, từ 0 (Tướng) đến 6 (Tốt)",
    "{value} is not a kind of play: give one of {kinds}": "{value} không phải là loại nước bài: hãy chọn một trong {kinds}",
    "{name} is not a field of Rules; the fields are {fields}":
        "{name} không phải là một trường của Rules; các trường là {fields}",
    "Rules takes at most {n} values in order (then name them): {fields}":
        "Rules nhận nhiều nhất {n} giá trị theo thứ tự (quá số đó thì phải ghi tên trường): {fields}",
    "{name} is given twice": "{name} bị ghi hai lần",
    "diff() compares two Rules, not {other}": "diff() so sánh hai bộ luật Rules, không so với {other}",
    "kết row {name}: plays={plays}: give a tuple of plays, such as ('p p',)":
        "dòng kết {name}: plays={plays}: hãy cho một tuple các nước bài, ví dụ ('p p',)",
    "kết row {name}: {what}={value}: a bonus is a whole number of points":
        "dòng kết {name}: {what}={value}: điểm thưởng phải là một số nguyên",
    "soldiers={n}: only four or five soldiers are declared": "soldiers={n}: chỉ trình làng được bốn hoặc năm tốt",
    "plays={plays}: give a list of each player's cards in play order, such as ['R R', 'C C']":
        "plays={plays}: hãy cho danh sách bài của từng người theo thứ tự ra bài, ví dụ ['R R', 'C C']",
    "{n} plays in one trick: each of the {players} players lays once":
        "{n} nước bài trong một lượt: có {players} người chơi, mỗi người chỉ ra một lần",
    "{values}: scoring needs one number per player": "{values}: muốn tính điểm thì mỗi người chơi phải có đúng một con số",
    "hands={hands}: give one hand per seat, such as ['K A E', 'k a e', …]":
        "hands={hands}: hãy cho bài trên tay của từng chỗ ngồi, ví dụ ['K A E', 'k a e', …]",
    "{what}={value}: give a dict from seat to cards, such as {{1: 'R R'}}":
        "{what}={value}: hãy cho một dict ghép mỗi chỗ ngồi với các quân bài của chỗ đó, ví dụ {{1: 'R R'}}",
    "viewer={viewer}: give a seat number, or None for the whole table":
        "viewer={viewer}: hãy cho số chỗ ngồi, hoặc None để xem như cả chiếu",
    "action={action}: a move is one of {actions}": "action={action}: nước đi phải là một trong {actions}",
    "{what}: {err}": "{what}: {err}",
    "{what}: {n} cards, more than a hand holds ({most})": "{what}: {n} quân, nhiều hơn số quân một người có thể cầm trên tay ({most})",
    "{move}: partner and partner_cards are for đi đêm only; leave them out":
        "{move}: partner và partner_cards chỉ dùng khi đi đêm; hãy bỏ hai tham số này ra",
    "bots={bots}: give one bot per seat ({players})": "bots={bots}: hãy cho mỗi chỗ ngồi một máy chơi ({players} chỗ)",
    "bot {seat} ({bot}) has no choose(game, seat, rng) method":
        "máy chơi ở chỗ {seat} ({bot}) không có phương thức choose(game, seat, rng)",
    "game={game}: a bot chooses a move in a Game": "game={game}: máy chơi chỉ chọn nước đi trong một ván Game",
    "game={game}: points are counted in a Game": "game={game}: chỉ đếm điểm được trong một ván Game",
    "the deal is over: there is no move to choose": "ván đã hết: không còn nước nào để chọn",
    "seat {seat} is asked to move, but it is seat {turn}'s turn":
        "chỗ ngồi {seat} được hỏi nước đi, nhưng đang đến phiên chỗ ngồi {turn}",
    "cannot set {name}: a {what} never changes": "không thể gán {name}: {what} không bao giờ thay đổi",
    "groups_html: {groups} groups but {captions} captions": "groups_html: có {groups} bộ quân nhưng lại có {captions} chú thích",
    # -- cards --------------------------------------------------------------------------------
    "{text}: {n} characters, longer than any cards' notation (at most {most})":
        "{text}: dài {n} kí tự, quá dài để là cách ghi các quân bài (tối đa {most} kí tự)",
    "Card() takes a Rank and a Colour, not {rank} and {colour}; to read text use Card.parse('R') or Card.parse('xe đỏ')":
        "Card() nhận một Rank và một Colour, không nhận {rank} và {colour}; muốn đọc chữ thì dùng Card.parse('R') hoặc Card.parse('xe đỏ')",
    "a card is named by text, not by {text}": "tên quân bài phải là chữ, không phải {text}",
    "{text} is ambiguous without diacritics: 'tuong' can be Tướng (general) or Tượng (elephant); write 'tướng'/'tượng', or 'tinh' for the elephant":
        "{text} không rõ nghĩa khi viết không dấu: 'tuong' có thể là Tướng hay Tượng; hãy viết 'tướng'/'tượng', hoặc 'tinh' cho tượng",
    "an empty string names no card": "chuỗi rỗng không gọi tên quân nào",
    "{text} is not a card: use a code (K A E R C H P red, k a e r c h p black), a Vietnamese name ('xe đỏ', 'tốt đen', 'tướng ông') or an English one ('red chariot')":
        "{text} không phải là quân bài: hãy dùng chữ viết tắt (K A E R C H P quân đỏ, k a e r c h p quân đen), tên tiếng Việt ('xe đỏ', 'tốt đen', 'tướng ông') hoặc tên tiếng Anh ('red chariot')",
    "{card} ({name}) is not in {hand}": "{card} ({name}) không có trong {hand}",
    "parse_cards() takes text, not {text}": "parse_cards() nhận chữ, không nhận {text}",
    "{cards} is neither text nor a collection of cards": "{cards} không phải là chữ, cũng không phải là những quân bài",
    # -- plays --------------------------------------------------------------------------------
    "{play} ({kind}) and {other} ({other_kind}) are never compared: only plays of the same kind are":
        "{play} ({kind}) và {other} ({other_kind}) không bao giờ đem so với nhau: chỉ so những nước bài cùng loại",
    "no cards are not a play: {why}": "không có quân nào thì không thành nước bài: {why}",
    "{text} is not a pair: {why}": "{text}: {why}",
    "{text} is not a triple: {why}": "{text}: {why}",
    "{text} is not a play: {why}": "{text} không thành nước bài: {why}",
    "lay one, two or three cards": "hãy ra một, hai hoặc ba quân",
    "there is one general of each colour, so no pair of generals": "mỗi màu chỉ có một tướng, nên không có đôi tướng",
    "{a} and {b} are not a pair; a pair is two cards of the same rank and the same colour":
        "{a} và {b} không phải là đôi; đôi là hai quân cùng tên, cùng màu",
    "{a} and {b} differ in rank; a pair is two cards of the same rank and the same colour":
        "{a} và {b} khác tên quân; đôi là hai quân cùng tên, cùng màu",
    "{names} must be all one colour, and here they are {cards}": "{names} phải cùng một màu, mà ở đây lại là {cards}",
    "{cards} are not a triple; the only triples are Tướng–Sĩ–Tượng and Xe–Pháo–Mã, each of one colour":
        "{cards} không thành bộ ba; chỉ Tướng–Sĩ–Tượng và Xe–Pháo–Mã cùng màu mới là bộ ba",
    "{n} cards are a play only as {kind}, {soldiers} soldiers of one colour":
        "{n} quân chỉ thành nước bài khi là {kind}, tức {soldiers} tốt cùng màu",
    "a play has one, two or three cards, or four or five soldiers of one colour":
        "mỗi nước bài có một, hai hoặc ba quân, hoặc bốn, năm tốt cùng màu",
    "{a} and {b} are never compared: they are plays of different kinds": "{a} và {b} không đem so với nhau được: hai nước bài khác loại",
    "the two plays are equal": "hai nước bài bằng nhau",
    "{play} does not beat {other}: {why}": "{play} không ăn được {other}: {why}",
    "Tướng–Sĩ–Tượng beats Xe–Pháo–Mã, whatever the colours": "Tướng–Sĩ–Tượng ăn Xe–Pháo–Mã, bất kể màu nào",
    "both are {triple}, and of the same kind red beats black": "cùng là {triple}, mà cùng kiểu thì đỏ ăn đen",
    "the same soldiers, and red beats black": "cùng là tốt, mà đỏ ăn đen",
    "both are {ranks}, and of the same rank red beats black": "cả hai đều là {ranks}, mà cùng tên thì đỏ ăn đen",
    "{high} outranks {low}; rank comes first, and colour only settles equal ranks":
        "{high} lớn hơn {low}; xét tên quân trước, cùng tên mới xét đến màu",
    "{high} outranks {low}": "{high} lớn hơn {low}",
    # -- tricks -------------------------------------------------------------------------------
    "{name} wins with {play}.": "{name} ăn lượt bằng {play}.",
    "It holds a banned rank, but the leader had no allowed lead and no one showed an allowed play, so the trick goes to the leader.":
        "Nước này có quân bị cấm, nhưng người gọi bài không còn nước nào được ra, và không ai ra được nước hợp lệ, nên lượt vẫn về người gọi bài.",
    "{name} folded (chui).": "{name} chui.",
    "{names} all folded (chui).": "{names} đều chui.",
    "{names} both folded (chui).": "{names} đều chui.",
    "{name} showed {play}, but a banned rank in the first trick counts as folded":
        "{name} ra {play}, nhưng quân bị cấm ở lượt đầu thì coi như chui",
    "{name} showed the same play as {winner}, who played first; of equal plays the earlier one wins":
        "{name} ra bài giống hệt {winner}, mà {winner} ra trước; bài giống hệt nhau thì người ra trước ăn lượt",
    "{name} showed the same play as {winner}, who played later; of equal plays the later one wins":
        "{name} ra bài giống hệt {winner}, mà {winner} ra sau; theo luật đã chọn, bài giống hệt nhau thì người ra sau "
        "ăn lượt",
    "{name}'s {play} loses: {why}": "{play} của {name} thua: {why}",
    "a trick needs at least the leader's play": "một lượt phải có ít nhất nước bài của người gọi bài",
    "the leader cannot fold: the leader lays a play and shows it":
        "người gọi bài không được chui: người gọi bài phải ra một nước bài và lật lên",
    "the leader": "người gọi bài",
    "the leader may call {calls} card under these rules, not {n} ({play})":
        "theo luật này người gọi bài chỉ được gọi {calls} quân, không được gọi {n} quân ({play})",
    "{name} (the {nth} to play)": "{name} (người ra bài {nth})",
    "the {nth} player to play": "người ra bài {nth}",
    "{who} showed {play} ({kind}) after a {called} was called: show a {called} or fold (chui)":
        "{who} ra {play} ({kind}) khi bài gọi là {called}: phải ra {called} hoặc chui",
    "{who} laid {cards}: {why}": "{who} ra {cards}: {why}",
    "{who}'s cards are not a play ({why})": "quân của {who} không thành nước bài ({why})",
    "{who} showed {play} after a {called} was called: show a {called} or fold (chui)":
        "{who} ra {play} khi bài gọi là {called}: phải ra {called} hoặc chui",
    "the leader may call {calls} card under these rules, not {n}":
        "theo luật này người gọi bài chỉ được gọi {calls} quân, không được gọi {n} quân",
    "the {card} is the highest card allowed": "{card} là quân lớn nhất được ra",
    "no card is allowed": "không quân nào được ra",
    "{who} cannot lead {play}{code} in the first trick: these rules ban {banned} there ({saying}); {top}":
        "{who} không được ra {play}{code} ở lượt đầu: luật này cấm {banned} ({saying}), nên {top}",
    "{who} cannot lead {play}{code} in the first trick: these rules ban {banned} there; {top}":
        "{who} không được ra {play}{code} ở lượt đầu: luật này cấm {banned}, nên {top}",
    "cannot lead {play}{code} in the first trick: these rules ban {banned} there ({saying}); {top}":
        "không được ra {play}{code} ở lượt đầu: luật này cấm {banned} ({saying}), nên {top}",
    "cannot lead {play}{code} in the first trick: these rules ban {banned} there; {top}":
        "không được ra {play}{code} ở lượt đầu: luật này cấm {banned}, nên {top}",
    "{who} cannot lead {play}{code} in the first trick: it holds {held}, and these rules ban {banned} there ({saying}); {top}":
        "{who} không được ra {play}{code} ở lượt đầu: nước ấy có {held}, mà luật này cấm {banned} ({saying}), nên {top}",
    "{who} cannot lead {play}{code} in the first trick: it holds {held}, and these rules ban {banned} there; {top}":
        "{who} không được ra {play}{code} ở lượt đầu: nước ấy có {held}, mà luật này cấm {banned}, nên {top}",
    "cannot lead {play}{code} in the first trick: it holds {held}, and these rules ban {banned} there ({saying}); {top}":
        "không được ra {play}{code} ở lượt đầu: nước ấy có {held}, mà luật này cấm {banned} ({saying}), nên {top}",
    "cannot lead {play}{code} in the first trick: it holds {held}, and these rules ban {banned} there; {top}":
        "không được ra {play}{code} ở lượt đầu: nước ấy có {held}, mà luật này cấm {banned}, nên {top}",
    "a leader calls one, two or three cards, not {call}": "người gọi bài gọi một, hai hoặc ba quân, không gọi {call}",
    # -- game: moves, tricks, results --------------------------------------------------------
    "{who} calls {call} and leads {play}": "{who} gọi {call} và ra {play}",
    "{who} lays {cards} face down": "{who} úp {cards}",
    "{who} shows {play}": "{who} lật {play}",
    "{who} folds (chui), keeping the cards face down": "{who} chui, quân đã ra vẫn úp kín",
    "{who} declares {play}": "{who} trình làng {play}",
    "{who} and {partner} swap {cards} each way face down (đi đêm): {given} for {back}":
        "{who} và {partner} đi đêm, mỗi người đưa úp cho nhau {cards}: {given} đổi lấy {back}",
    "{who} does not declare": "{who} không trình làng",
    "call {call} and lead {play}": "gọi {call} và ra {play}",
    "lay {cards}": "úp {cards}",
    "show {cards}": "lật {cards}",
    "fold (chui), keeping {cards} face down": "chui, để {cards} nằm úp",
    "declare {play}": "trình làng {play}",
    "swap {given} with {partner} for {back}, face down (đi đêm)": "đi đêm: đưa úp {given} cho {partner}, đổi lấy {back}",
    "not declare": "không trình làng",
    "one (một cây)": "một cây",
    "two (đôi cây)": "đôi cây",
    "three (ba cây)": "ba cây",
    "{who} declares {n} {colour} soldiers ({name}) and takes the lead (cướp cái): the {n} cards count as won":
        "{who} trình làng {n} tốt {colour} ({name}), cướp cái: {n} quân ấy được tính là quân ăn được, và {who} "
        "giành quyền gọi bài",
    "{who} declares {n} {colour} soldiers ({name}): the {n} cards count as won; the lead stays where it was":
        "{who} trình làng {n} tốt {colour} ({name}): {n} quân ấy được tính là quân ăn được; quyền gọi bài vẫn giữ "
        "nguyên",
    "this trick": "lượt này",
    "the trick under way": "lượt đang đánh",
    "Trick {n}: {leader} calls {call} and leads {play}.": "Lượt {n}: {leader} gọi {call} và ra {play}.",
    "{name} shows {play}.": "{name} lật {play}.",
    "{name} folds (chui) and keeps the card hidden.": "{name} chui, quân đã ra vẫn úp kín.",
    "{name} folds (chui) too.": "{name} cũng chui.",
    "{name} folds (chui) and keeps the two cards hidden.": "{name} chui, hai quân đã ra vẫn úp kín.",
    "{name} folds (chui) and keeps the three cards hidden.": "{name} chui, ba quân đã ra vẫn úp kín.",
    "{name} has laid no {kind} and folds (chui).": "{name} úp bài không thành {kind} nên phải chui.",
    "{name} has fewer cards than the call, lays them all and cannot win.":
        "{name} còn ít quân hơn số quân đã gọi, ra hết mà không thể thắng.",
    "{name} keeps {cards}.": "{name} ăn được {cards}.",
    "{name} keeps {cards} and leads next.": "{name} ăn được {cards}, rồi gọi bài lượt sau.",
    "{names} all fold (chui) and keep their cards hidden.": "{names} đều chui, quân đã ra vẫn úp kín.",
    "{names} both fold (chui) and keep their cards hidden.": "{names} đều chui, quân đã ra vẫn úp kín.",
    "{name} keeps {cards} but has no cards left, so {next} leads next.":
        "{name} ăn được {cards} nhưng đã hết bài, nên {next} gọi bài lượt sau.",
    "seat {seat} has laid no cards in {where} (seats in play order: {order})":
        "chỗ ngồi {seat} chưa ra quân nào trong {where} (các chỗ theo thứ tự ra bài: {order})",
    "{name}: kept {cards}, bonus {bonus}, score {score}, place {place}":
        "{name}: ăn được {cards}, thưởng {bonus}, điểm {score}, hạng {place}",
    "{name}: kept {cards}, score {score}, place {place}": "{name}: ăn được {cards}, điểm {score}, hạng {place}",
    "{name}: kept no cards, score {score}, place {place}":
        "{name}: không ăn được quân nào, điểm {score}, hạng {place}",
    "{name}: kept {cards}, place {place}": "{name}: ăn được {cards}, hạng {place}",
    "{name}: kept no cards, place {place}": "{name}: không ăn được quân nào, hạng {place}",
    "{name}: kept {cards}, score {score}": "{name}: ăn được {cards}, điểm {score}",
    "{name}: kept no cards, score {score}": "{name}: không ăn được quân nào, điểm {score}",
    "Player": "Người chơi",
    "Cards kept": "Số quân ăn được",
    "{what}={value}: seats are numbered 0 … {last}": "{what}={value}: chỗ ngồi đánh số từ 0 đến {last}",
    "{n} hands given for {players} players": "đã cho {n} tay bài, mà ván có {players} người chơi",
    "the hands given are not exactly the deck of these rules": "các tay bài đã cho không đúng bằng cỗ bài của luật này",
    "{viewer} knows their own hand; imagine only the others'":
        "{viewer} biết bài của chính mình; chỉ hình dung bài của người khác thôi",
    "{who} holds {cards}, not {n}": "{who} cầm {cards}, không phải {n}",
    "{viewer} can see what {who} laid; imagine only hidden cards":
        "{viewer} thấy được quân {who} đã ra; chỉ hình dung những quân còn úp thôi",
    "{who} laid {cards}, not {n}": "{who} đã ra {cards}, không phải {n}",
    "the hidden lead {cards} must be a {kind}": "bài gọi còn úp {cards} phải là {kind}",
    "the imagined cards are not all unseen by {viewer}: {err}": "có quân hình dung mà {viewer} đã thấy rồi: {err}",
    "{move} is not a Move; use play(), show(), chui(), declare() or pass_()":
        "{move} không phải là một Move; hãy dùng play(), show(), chui(), declare() hoặc pass_()",
    "đi đêm is not allowed under these rules (Rules.di_dem is False)":
        "luật đang chơi không cho đi đêm",
    "đi đêm happens between tricks, and the deal is over": "đi đêm chỉ làm giữa hai lượt, mà ván đã hết",
    "đi đêm happens between tricks, not during one": "đi đêm chỉ làm giữa hai lượt, không làm khi đang đánh dở một lượt",
    "đi đêm is a swap between two players: {who} cannot swap with themselves":
        "đi đêm là hai người đổi bài cho nhau: {who} không thể tự đổi với chính mình",
    "đi đêm swaps the same number of cards each way (at least one), not {a} for {b}":
        "đi đêm thì hai bên đưa nhau số quân bằng nhau (ít nhất một quân), không phải {a} đổi {b}",
    "{who} cannot give {cards} in đi đêm: {err}": "{who} không đưa được {cards} khi đi đêm: {err}",
    "cannot {what}: the deal is over": "không thể {what}: ván đã hết",
    "cannot {what} now: it is {who}'s turn to {verb}": "lúc này không thể {what}: đang đến phiên {who} {verb}",
    "{move}: {why}": "{move}: {why}",
    "the deal is over": "ván đã hết",
    "it is {who}'s turn to {verb}, not {other}'s": "đang đến phiên {who} {verb}, chưa đến phiên {other}",
    "now is the time to {verb}, not to {action}": "bây giờ là lúc {verb}, không phải lúc {action}",
    "{who} cannot {action} {cards}: {err}": "{who} không thể {action} {cards}: {err}",
    "{who} may call {calls} card, not {n}": "{who} chỉ được gọi {calls} quân, không được gọi {n} quân",
    "{who} cannot lead {cards}: the lead must be a play; {err}":
        "{who} không thể gọi {cards}: bài gọi phải thành nước bài; {err}",
    "{who} must lay exactly {cards}, as many as were called, not {n}":
        "{who} phải úp đúng {cards}, bằng số quân đã gọi, chứ không phải {n} quân",
    "{who} cannot {action} {cards}: {name} laid {laid}, and laid cards cannot be changed":
        "{who} không thể {action} {cards}: {name} đã ra {laid}, mà quân đã ra thì không đổi được",
    "{who} cannot {action} {cards} ({why}): {name} laid {laid}, and laid cards cannot be changed":
        "{who} không thể {action} {cards} ({why}): {name} đã ra {laid}, mà quân đã ra thì không đổi được",
    "{who} cannot show {laid}: {err}; fold (chui) instead": "{who} không thể lật {laid}: {err}; hãy chui",
    "{who} cannot show {laid}: a {kind} was called": "{who} không thể lật {laid}: bài gọi là {kind}",
    "{who} cannot declare {cards}: only four or five soldiers of one colour are declared, and only when these rules allow it (tu_tu={tu_tu}, ngu_tu={ngu_tu})":
        "{who} không thể trình làng {cards}: chỉ trình làng bốn hoặc năm tốt cùng màu, và chỉ khi luật này cho phép (tu_tu={tu_tu}, ngu_tu={ngu_tu})",
    "{move} is not legal now": "lúc này không được đi {move}",
    "this move is not legal now": "lúc này không được đi nước này",
    "the deal is not over yet: every hand must be empty": "ván chưa hết: mọi người phải đánh hết bài trên tay",
    "{n} bots given for {players} players": "đã cho {n} máy, mà ván có {players} người chơi",
    "seat {seat}": "chỗ {seat}",
    "declare or pass": "trình làng hoặc bỏ qua",
    "lead": "gọi bài",
    "lay cards face down": "úp bài",
    "show or fold (chui)": "lật bài hoặc chui",
    "wait": "chờ",
    "play cards": "ra bài",
    "declare": "trình làng",
    "pass": "bỏ qua",
    "lay": "úp bài",
    "show": "lật bài",
    "chui": "chui",
    "đi đêm": "đi đêm",
    # -- scoring ------------------------------------------------------------------------------
    "scoring needs one number per player": "tính điểm cần một con số cho mỗi người chơi",
    "{value} is not a number of kept cards (a whole number, 0 or more)":
        "{value} không phải là số quân ăn được (phải là số nguyên, từ 0 trở lên)",
    "{leader} tried {ket} but {scorer} beat it (đè) and scores +{bonus}": "{leader} {ket} nhưng bị {scorer} đè, {scorer} được +{bonus}",
    "{leader} finished with {ket} and scores +{bonus}": "{leader} {ket} thành công, được +{bonus}",
    # -- dealing and rules --------------------------------------------------------------------
    "seed={seed}: give a whole number (or a text) to shuffle the same way every time, a random.Random to draw from, or None for a new shuffle each time":
        "seed={seed}: hãy cho một số nguyên (hoặc một chuỗi chữ) để lần nào cũng xáo bài như nhau, một random.Random để rút từ đó, hoặc None để mỗi lần xáo một khác",
    "{n} cards cannot be dealt evenly to {players} players": "{n} quân không chia đều được cho {players} người chơi",
    "a kết row needs a name": "một dòng trong bảng kết phải có tên",
    "kết row {name}: {err}": "dòng kết {name}: {err}",
    "no kết table called {name}; the tables are {tables}": "không có bảng kết nào tên là {name}; các bảng kết là {tables}",
    "removal={removal} is not a 3-player removal; choose one of {choices}":
        "removal={removal} không phải là cách bớt bài khi chơi ba người; hãy chọn một trong {choices}",
    "{name}={value} is not allowed; choose one of {choices}": "{name}={value} không được phép; hãy chọn một trong {choices}",
    "bat_cai_offset={offset}: the count starts at the drawer (0) or a seat further (1 … {last})":
        "bat_cai_offset={offset}: bắt cái đếm từ người rút bài (0) hoặc từ một chỗ xa hơn (1 … {last})",
    "calls={calls}: a leader calls one, two or three cards, and one card must always be allowed so that any hand can lead":
        "calls={calls}: người gọi bài gọi một, hai hoặc ba quân, và gọi một quân thì lúc nào cũng phải được phép, để tay bài nào cũng gọi được",
    "first_trick_ban={ban}: give a set of Rank members": "first_trick_ban={ban}: hãy cho một tập các giá trị Rank",
    "{name}={value}: a declaration is 'off', 'keep' (counts as won) or 'seize' (counts as won and takes the lead)":
        "{name}={value}: trình làng là 'off' (không có), 'keep' (tính là quân ăn được) hoặc 'seize' (tính là quân ăn được và cướp cái)",
    "ket={ket}: give a table's name ({tables}) or a tuple of Ket rows": "ket={ket}: hãy cho tên một bảng kết ({tables}) hoặc một tuple các dòng Ket",
    "di_dem={value}: give True or False": "di_dem={value}: hãy cho True hoặc False",
    "no preset called {name}; the presets are {presets}": "không có bộ luật nào tên là {name}; các bộ luật có sẵn là {presets}",
    # -- odds, stats, sampling ----------------------------------------------------------------
    "a pair": "có ít nhất một đôi",
    "someone holds tứ tử": "có người cầm tứ tử",
    "someone holds ngũ tử": "có người cầm ngũ tử",
    "{colour} {triple}": "{triple} {colour}",
    "{value} (95% CI {low} to {high})": "{value} (khoảng tin cậy 95%: {low} đến {high})",
    "mean_ci([]): an average needs at least one value": "mean_ci([]): muốn tính trung bình thì cần ít nhất một giá trị",
    "proportion_ci(hits={hits}, n={n}): a share needs at least one trial": "proportion_ci(hits={hits}, n={n}): muốn tính tỉ lệ thì cần ít nhất một lần thử",
    "proportion_ci(hits={hits}, n={n}): hits must lie between 0 and n": "proportion_ci(hits={hits}, n={n}): hits phải nằm trong khoảng từ 0 đến n",
    "tried": "gọi kết",
    "won": "thắng",
    "beaten": "bị đè",
    "won share": "tỉ lệ thắng",
    "all": "tất cả",
    "progress={value}: give a function called with (deals done, deals in all), or None":
        "progress={value}: hãy đưa một hàm được gọi với (số ván đã chơi, tổng số ván), hoặc None",
    "{label}: {done} of {total} deals": "{label}: đã chơi {done} trên {total} ván",
    "ket_summary([]): there are no deals to count": "ket_summary([]): không có ván nào để đếm",
    "dealer_advantage([]): there are no deals to count": "dealer_advantage([]): không có ván nào để đếm",
    "summarise_duplicates([]): there are no deals to compare": "summarise_duplicates([]): không có ván nào để so sánh",
    "it is the only legal move": "đây là nước duy nhất được đi",
    "over {worlds} random guesses of the hidden cards, each finished by careful play, it makes {value} points on average, more than the next best ({runner}, {runner_value})":
        "qua {worlds} lần đoán ngẫu nhiên những quân đang giấu, mỗi lần đều đánh cẩn thận đến hết ván, nước này được trung bình {value} điểm, nhiều hơn nước tốt thứ nhì ({runner}, {runner_value})",
    # -- drawings -----------------------------------------------------------------------------
    "face-down card": "quân bài úp",
    "cards_html: {groups} groups but {captions} captions; give one caption per group, or none":
        "cards_html: có {groups} bộ quân nhưng {captions} chú thích; hãy cho mỗi bộ một chú thích, hoặc không cho chú thích nào",
    "leads": "gọi bài",
    "shows": "lật bài",
    "banned: counts as folded": "bị cấm: coi như chui",
    "too few cards": "thiếu quân",
    "folds (chui)": "chui",
    "leads, and loses": "gọi bài, nhưng thua",
    "shows, and loses": "lật bài, nhưng thua",
    "Trick {n}: {name} wins with {play}.": "Lượt {n}: {name} ăn lượt bằng {play}.",
    "draw pictures a trick already played, not {kind} {value}: give a game's trick record, or resolve the plays first, e.g. trick_html(tc.resolve_trick(plays, rules, first_trick))":
        "chỉ vẽ được một lượt đã đánh xong, không vẽ {kind} {value}: hãy đưa bản ghi một lượt của ván, hoặc phân xử các nước bài trước, ví dụ trick_html(tc.resolve_trick(plays, rules, first_trick))",
    "★ wins": "★ ăn lượt",
    "href={value}: give the relative address of a page, e.g. 10_play_a_deal.html":
        "href={value}: hãy cho địa chỉ tương đối của một trang, ví dụ 10_play_a_deal.html",
    "A hand: the {n} cards one player holds, strongest first.":
        "Một tay bài: mỗi người cầm {n} quân, quân mạnh xếp trước.",
    "A trick: each player lays the same number of cards face down; the leader shows them, and each other "
    "player shows or folds (chui). The strongest play shown takes the trick; every other play loses.":
        "Một lượt: mỗi người úp xuống cùng một số quân; người gọi bài lật bài, những người khác lật bài hoặc "
        "chui. Ai lật ra bài mạnh nhất thì ăn lượt; bài của những người khác đều thua.",
    "Play a deal now ▶": "Chơi thử một ván ▶",
    "against the computer, right in this book: no code, no sign-up.":
        "với máy, ngay trong sách: không cần mã lệnh, không cần đăng kí.",
    "{n} in hand": "{n} quân trên tay",
    "kept {n}": "đã ăn: {n}",
    "kept nothing yet": "chưa ăn quân nào",
    "kept nothing": "không ăn được quân nào",
    "discard pile: {n}": "chồng bỏ: {n}",
    "discard pile: empty": "chồng bỏ: trống",
    "play goes anticlockwise": "đánh ngược chiều kim đồng hồ",
    "face-down card of deck {letter}": "quân úp của cỗ {letter}",
    "letter={letter}: a deck's letter is at most two characters, such as A":
        "letter={letter}: chữ của cỗ bài dài nhiều nhất hai kí tự, như A",
    "ranks={ranks}: a triple is Tướng–Sĩ–Tượng or Xe–Pháo–Mã": "ranks={ranks}: bộ ba chỉ có Tướng–Sĩ–Tượng hoặc Xe–Pháo–Mã",
    "call: {call}": "gọi: {call}",
    "{n} face down": "{n} quân úp",
    "{name} ({where}): {held} in hand, kept {kept}, laid {shown} ({note})":
        "{name} ({where}): {held} quân trên tay, số quân đã ăn: {kept}, đã ra {shown} ({note})",
    "{name} ({where}): {held} in hand, kept {kept}": "{name} ({where}): {held} quân trên tay, số quân đã ăn: {kept}",
    "The table from above, play going anticlockwise. {seats}; discard pile {n}.":
        "Chiếu bài nhìn từ trên xuống, đánh ngược chiều kim đồng hồ. {seats}; chồng bỏ {n}.",
    "The table from above, play going anticlockwise. {seats}; no discards yet.":
        "Chiếu bài nhìn từ trên xuống, đánh ngược chiều kim đồng hồ. {seats}; chồng bỏ còn trống.",
    "bottom": "phía dưới",
    "right": "bên phải",
    "top": "phía trên",
    "left": "bên trái",
    "led": "đã gọi",
    "shown": "đã lật",
    "folded (chui)": "đã chui",
    "face down": "úp",
    "{word} (you see your own)": "{word} (em thấy bài của mình)",
    # -- replays ------------------------------------------------------------------------------
    "where={where}: a card is in a 'hand', a 'lay' or 'kept'":
        "where={where}: quân bài nằm ở 'hand' (trên tay), 'lay' (đã ra trong lượt) hoặc 'kept' (đã ăn)",
    "a replay needs a finished deal: play it to the end first": "muốn xem lại thì ván phải đánh xong: hãy đánh đến hết ván trước",
    "Bắt cái: {drawer} drew {card}; counting Tướng, Sĩ, Tượng … from the drawer, {rank} falls on {dealer}, who deals and leads.":
        "Bắt cái: {drawer} rút được {card}; đếm Tướng, Sĩ, Tượng … bắt đầu từ người rút, đến {rank} thì dừng ở {dealer}, nên {dealer} làm cái, chia bài và gọi bài trước.",
    "{dealer} was picked at random to deal and lead.": "{dealer} được chọn ngẫu nhiên để làm cái, chia bài và gọi bài trước.",
    "The deal": "Chia bài",
    "{start} Each player is dealt {n} cards.": "{start} Mỗi người được chia {n} quân.",
    "Declaration before trick {n}": "Trình làng trước lượt {n}",
    "Đi đêm before trick {n}": "Đi đêm trước lượt {n}",
    "Scores": "Điểm",
    "The deal is over. {scores}.": "Ván đã hết. {scores}.",
    "banned": "bị cấm",
    "Trick {n}": "Lượt {n}",
    "{who} calls {call} and lays {cards} face down.": "{who} gọi {call} và úp {cards}.",
    "{who} has only {cards} left and lays it face down.": "{who} chỉ còn {cards} nên úp luôn quân đó.",
    "{who} has only {cards} left and lays them all face down.": "{who} chỉ còn {cards} nên úp hết.",
    "{who} lays {cards} face down.": "{who} úp {cards}.",
    "{who} turns the lead over: {play}.": "{who} lật bài: {play}.",
    "{text} It holds a rank banned in the first trick, so it counts as folded.":
        "{text} Trong đó có quân bị cấm ở lượt đầu, nên coi như chui.",
    "{who} folds (chui): the cards stay face down, and no one else sees them.":
        "{who} chui, bài vẫn úp nên không ai khác được xem.",
    "{who} laid fewer cards than the call and cannot win.": "{who} ra ít quân hơn số quân người gọi bài đã gọi nên không thể thắng.",
    "{name} has run out of cards and sits out the rest of the deal.": "{name} đã hết bài, ngồi ngoài cho đến hết ván.",
    "A deal": "Một ván",
    "Deal {seed}": "Ván {seed}",
    "Every hand is shown, as in a lesson; at a real table you see only your own.":
        "Bài của mọi người đều để ngửa, như trong bài học; ngồi vào chiếu thật thì em chỉ thấy bài của mình.",
    "What {name} sees: {name}'s own hand and lays, every card turned face up, and the kept cards; the others' hands and folds stay face down.":
        "{name} thấy gì: bài trên tay và các quân {name} đã ra, mọi quân đã lật ngửa, và các quân đã ăn; bài trên tay và quân chui của người khác vẫn úp.",
    "hand": "bài trên tay",
    "Discard pile: {n} card.": "Chồng bỏ: {n} quân.",
    "Discard pile: empty.": "Chồng bỏ: chưa có quân nào.",
    "no cards left": "hết bài",
    "Step {n} of {total}": "Bước {n} / {total}",
    "every hand": "bài của mọi người",
    "Previous": "Lùi",
    "Next": "Tiếp",
    "See it from": "Xem theo",
    "Step through the deal": "Xem từng bước của ván",
    "The whole deal in words": "Cả ván kể bằng lời",
    "Start": "Đầu ván",
    "End / scores": "Cuối ván / điểm",
    "▶ Play": "▶ Tự chạy",
    "❚❚ Pause": "❚❚ Dừng",
    "Speed": "Tốc độ",
    "{n} second a step": "{n} giây một bước",
    "Jump to": "Chuyển đến",
    "Step of the deal": "Bước của ván",
    "Keys: ← and → step, Home and End go to the first and last step, Space plays or pauses.":
        "Phím: ← và → để lùi, tiến từng bước; Home và End để về bước đầu, bước cuối; phím cách để tự chạy hoặc dừng.",
    # -- rules: what each field means -----------------------------------------------------
    'how many play: 2, 3 or 4':
        'số người chơi: hai, ba hoặc bốn',
    '3 players only: which cards leave the deck':
        'chỉ khi chơi ba người: bỏ bớt những quân nào khỏi cỗ bài',
    'how the first caller is chosen: bắt cái (a card is drawn and counted) or at random':
        'cách chọn người gọi bài đầu tiên: bắt cái (rút một quân rồi đếm) hoặc chọn ngẫu nhiên',
    '0: in bắt cái the drawer counts as Tướng; 1: the next seat does':
        '0: khi bắt cái, người rút bài được đếm là Tướng; 1: người ngồi kế tiếp được đếm là Tướng',
    'how many cards a leader may call':
        'người gọi bài được gọi mấy quân',
    'ranks the first lead may not use; a banned play in the first trick counts as folded':
        'những quân không được gọi ở lượt đầu; nước có quân bị cấm ra ở lượt đầu thì coi như chui',
    'a first leader holding only banned plays leads one anyway: it "folds" (cannot win) or "plays" (counts)':
        'người gọi bài lượt đầu chỉ còn quân bị cấm thì vẫn phải gọi một nước: nước ấy "folds" (coi như chui, không thắng được) hoặc "plays" (vẫn được tính)',
    "of equal plays, the earlier player's wins (or the later one's)":
        'hai nước bài bằng nhau thì người ra trước thắng (hoặc người ra sau, tuỳ lệ)',
    'the winner keeps only their own cards, or the whole trick':
        'người ăn lượt chỉ giữ quân của mình, hoặc giữ cả lượt',
    'four soldiers of one colour: "off", "keep" (count as won) or "seize" (count as won and take the lead)':
        'bốn tốt cùng màu (tứ tử): "off" (không tính), "keep" (tính là quân ăn được) hoặc "seize" (tính là quân ăn được và cướp cái)',
    'five soldiers of one colour: "off", "keep" or "seize"':
        'năm tốt cùng màu (ngũ tử): "off", "keep" hoặc "seize"',
    'the kết combinations led in the last trick and their bonuses: "seller" (the deck seller\'s example: a pair of black soldiers, or Xe–Pháo–Mã of either colour), "article" (the article\'s black-only reading: a pair of black soldiers or black Xe–Pháo–Mã; its black tứ tử is declared, never led, so it is no row), your own tuple of Ket rows, or () for none':
        'những quân kết được gọi ra ở lượt cuối và điểm thưởng của từng cú kết: "seller" (bảng ví dụ của người bán bài: đôi tốt đen, hoặc Xe–Pháo–Mã màu nào cũng được), "article" (cách hiểu của bài viết, chỉ tính quân đen: đôi tốt đen hoặc Xe–Pháo–Mã đen; tứ tử đen của bài viết là để trình làng, không bao giờ gọi ra, nên không có dòng riêng), một tuple các dòng Ket của riêng em, hoặc () nếu không chơi kết',
    'rank by kept cards, or settle kept cards between every pair':
        'xếp hạng theo số quân ăn được, hoặc tính điểm giữa từng cặp người chơi theo số quân ăn được',
    'may two players swap cards face down between tricks (đi đêm)':
        'hai người có được đổi bài úp cho nhau giữa hai lượt hay không (đi đêm)',
    'may a player take back their own last move (a learning aid, never a rule of the game)':
        'người chơi có được đi lại nước vừa đi của mình hay không (để tập chơi, không phải luật của trò chơi)',
    "undo={value}: give True or False": "undo={value}: hãy cho True hoặc False",
    # -- languages ----------------------------------------------------------------------------
    "lang={lang}: the engine writes {known}": "lang={lang}: chương trình chỉ viết được {known}",
    # -- the hint's tie-break (sampling.break_ties) ------------------------------------------------
    "ranked={ranked}: give a list of (average points, move), as SamplingBot.evaluate returns it":
        "ranked={ranked}: hãy cho một danh sách (điểm trung bình, nước đi), như SamplingBot.evaluate trả về",
    # -- the line under a deal's final scores (scoring.SCORING_WORDS), the table's ---------------
    "How the places are counted: each player's score is the number of cards they kept, and the highest score comes "
    "first (equal scores share a place).":
        "Cách xếp hạng: điểm của mỗi người là số quân ăn được; ai nhiều điểm nhất đứng hạng 1, bằng điểm thì cùng hạng.",
    "How the places are counted: each player's score is the number of cards they kept, plus any kết or đè bonus, and "
    "the highest score comes first (equal scores share a place).":
        "Cách xếp hạng: điểm của mỗi người là số quân ăn được, cộng điểm thưởng kết hoặc đè nếu có; ai nhiều điểm nhất "
        "đứng hạng 1, bằng điểm thì cùng hạng.",
    "How the score is counted: each player compares the cards they kept with every other player's, gains the "
    "difference from each one who kept fewer and loses it to each one who kept more; so all the scores add up to 0.":
        "Cách tính điểm: mỗi người so số quân ăn được với từng người còn lại, hơn ai bao nhiêu quân thì được cộng "
        "bấy nhiêu, kém ai bao nhiêu quân thì bị trừ bấy nhiêu; vì thế điểm cả chiếu cộng lại bằng không.",
    "How the score is counted: each player compares their points (cards kept, plus any kết or đè bonus) with every "
    "other player's, gains the difference from each one who has fewer and loses it to each one who has more; so all "
    "the scores add up to 0.":
        "Cách tính điểm: mỗi người so điểm của mình (số quân ăn được, cộng điểm thưởng kết hoặc đè nếu có) với từng "
        "người còn lại, hơn ai bao nhiêu điểm thì được cộng bấy nhiêu, kém ai bao nhiêu điểm thì bị trừ bấy nhiêu; vì "
        "thế điểm cả chiếu cộng lại bằng không.",
}
