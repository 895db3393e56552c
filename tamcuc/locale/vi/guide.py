"""Vietnamese for the guided deals (:mod:`tamcuc.guide`) and the table's guide mode (see :mod:`tamcuc.locale.vi`).

The guide speaks to a child as "em"; the game's own words (chui, kết, đè, gọi, úp, lật) stay as players say them.
"""

MESSAGES = {
    # The guided first deal (beginners' rules, deal 260).
    "Bình called three and led a triple. You hold no triple, so you cannot win this trick: lay the three cards "
    "you need least. Keep your two pairs (the black advisors and the red chariots) and your black general for "
    "later.":
        "Bình gọi ba cây, tức là ra một bộ ba. Em không có bộ ba nào nên không thể ăn lượt này: em hãy úp ba quân "
        "em ít cần nhất. Giữ lại hai đôi của em (đôi sĩ đen và đôi xe đỏ) và quân tướng đen để dùng sau.",
    "Bình called one. You cannot see the lead yet, so lay your strongest single, the black general: the only "
    "higher card, the red general, is already in Bình's kept cards.":
        "Bình gọi một cây. Em chưa thấy quân Bình ra, nên em hãy úp quân mạnh nhất của em là tướng đen: quân duy "
        "nhất lớn hơn nó, tướng đỏ, đã nằm trong số quân Bình ăn được rồi.",
    "Now the laid cards are turned over. Show your general: it wins the trick, and the winner leads the next "
    "one.":
        "Giờ các quân úp được lật lên. Em hãy lật quân tướng: nó ăn lượt này, và ai ăn lượt thì gọi lượt sau.",
    "You lead, so you choose how many cards everyone plays: pick your pair of black advisors and press Play, "
    "and that calls two. Each of the others lays two cards: only a higher pair beats yours, and whoever has none "
    "folds (chui).":
        "Em được gọi bài, nên em được quyết định mọi người đánh mấy quân: em chọn đôi sĩ đen rồi bấm Ra bài, thế "
        "là em đã gọi một đôi. Mỗi người khác phải đánh ra đủ hai quân; chỉ một đôi lớn hơn mới ăn được đôi của "
        "em, ai không có thì úp hai quân xuống (chui).",
    "You hold a pair of red chariots: call two and lead them. Whoever has no pair must fold (chui), so the trick is "
    "yours unless one player holds both black elephants.":
        "Em có đôi xe đỏ: em hãy gọi đôi cây và ra đôi ấy. Ai không có đôi thì phải chui, nên lượt này là của em, "
        "trừ khi có một người cầm cả hai quân tượng đen.",
    "A guided first deal: four players, the beginners' rules, deal number {seed}. At each of your turns the "
    "guide says what to do and why, and the cards it suggests have a green frame.":
        "Ván đầu có người dẫn: bốn người chơi, luật tập chơi, ván số {seed}. Mỗi khi đến phiên em, người dẫn sẽ "
        "nói em nên làm gì và vì sao; những quân được gợi ý có khung xanh lá.",
    "Well played: that was a whole deal! Now press Play a free deal: a new deal, with no guide.":
        "Em chơi giỏi lắm: vậy là xong cả một ván! Giờ em bấm Chơi một ván tự do: một ván mới, không có người dẫn.",
    # The guided folk deal (deal 23).
    "This is the first trick, and the folk rules ban generals and advisors in it: your advisors would count as "
    "folded. Lay your best allowed card, the black chariot.":
        "Đây là lượt đầu, và luật dân gian cấm tướng và sĩ ở lượt đầu: quân sĩ của em sẽ bị tính như chui. Em hãy "
        "úp quân mạnh nhất mà em được dùng, quân xe đen.",
    "Dũng showed a red elephant, and an elephant outranks a chariot. Your chariot cannot win now: fold (chui), "
    "and nobody learns what you laid.":
        "Dũng lật quân tượng đỏ, mà tượng lớn hơn xe. Quân xe của em không thể ăn nữa: em hãy chui, và không ai "
        "biết em đã úp quân gì.",
    "A triple was called and you hold none: lay three cards you can spare. Keep your pair of black soldiers: "
    "led in the last trick, it is a kết (a winning finish: kết đôi), worth a bonus.":
        "Lượt này Dũng gọi ba cây mà em không có bộ ba nào: em hãy úp ba quân em không cần. Giữ lại đôi tốt đen: gọi "
        "ở lượt cuối thì đó là kết đôi, được điểm thưởng.",
    "You cannot see the lead yet. Lay your black advisor, the weaker one, and keep the red advisor and your two "
    "black soldiers for later.":
        "Em chưa thấy Dũng gọi quân gì. Em hãy úp quân sĩ đen, quân yếu hơn, và giữ sĩ đỏ cùng hai quân tốt đen để dùng sau.",
    "Dũng led a general, and your advisor cannot beat it: fold (chui) and keep it hidden.":
        "Dũng gọi quân tướng, mà sĩ của em không ăn được tướng: em hãy chui và giấu quân ấy đi.",
    "Lay your red advisor: only a general beats it, and both generals have been played.":
        "Em hãy úp quân sĩ đỏ: chỉ tướng mới ăn được nó, mà cả hai quân tướng đã ra rồi.",
    "Show your advisor: it wins the trick, and you lead the last one.":
        "Em hãy lật quân sĩ: nó ăn lượt này, và em được gọi lượt cuối.",
    "Your last two cards are the pair of black soldiers. Lead them in the last trick: that is kết đôi. If "
    "nobody beats it (đè: beating a kết), you score +2.":
        "Hai quân cuối của em là đôi tốt đen. Em hãy gọi đôi ấy ở lượt cuối: đó là kết đôi. Nếu không ai đè được, "
        "em được thưởng 2 điểm.",
    "A guided deal with the folk rules: four players, deal number {seed}. Watch for the first-trick ban, folding "
    "(chui) and the kết at the end. The cards the guide suggests have a green frame.":
        "Ván có người dẫn theo luật dân gian: bốn người chơi, ván số {seed}. Em để ý luật cấm ở lượt đầu, lúc chui "
        "và cú kết ở cuối ván. Những quân được gợi ý có khung xanh lá.",
    "You finished with a kết. Now press Play a free deal: a new deal with the folk rules, with no guide.":
        "Em đã kết ở lượt cuối, và ván đã xong. Giờ em bấm Chơi một ván tự do: một ván mới theo luật dân gian, "
        "không có người dẫn.",
    # The guide's own sentences.
    "move={move}: write a move as seat:action cards, such as 0:lead R R":
        "move={move}: hãy viết một nước đi dạng chỗ:hành động quân bài, ví dụ 0:lead R R",
    "the guided deal has no move {n} for {who}: the game left its script":
        "ván có người dẫn không có nước thứ {n} cho {who}: ván đã đi khác kịch bản",
    "no guided deal called {name}; choose one of {choices}":
        "không có ván có người dẫn nào tên {name}; hãy chọn một trong {choices}",
    "game={game}: give the Game of this guided deal (Guide.game())":
        "game={game}: hãy đưa Game của ván có người dẫn này (Guide.game())",
    "the game has left the guided deal {name}: its moves are not the script's":
        "ván đã rời khỏi ván có người dẫn {name}: các nước đi không còn theo kịch bản",
    "Step {n} of {total}: {move}.": "Bước {n} / {total}: {move}.",
    "That move is allowed, but the guide suggests a better one: {move} (see the guide above). Try again.":
        "Nước đó được phép, nhưng người dẫn gợi ý nước khác hay hơn: {move} (xem ô xanh ở trên). Em thử lại nhé.",
    "These cards make no {kind}, so you will have to fold (chui) this trick.": "Những quân này không thành {kind}, nên em sẽ phải chui lượt này.",
    "In the first trick {play} would count as folded.": "Ở lượt đầu, {play} bị tính như chui.",
    "No play of this kind that the others could still hold beats {play}.":
        "Người khác không còn nước nào cùng loại ăn được {play}.",
    "Higher plays of this kind could still beat it, such as {plays}.":
        "Vẫn còn những nước cùng loại lớn hơn có thể ăn nó, ví dụ {plays}.",
    "Only {plays} could still beat it.": "Chỉ {plays} mới còn có thể ăn nó.",
    "Your {play} beats everything shown so far.": "Em có {play}, ăn được mọi nước đã lật.",
    "{name}'s {play} already beats your {mine}.": "Em thua rồi: {play} của {name} đã ăn {mine} của em.",
    # The table's guide mode (tamcuc/table.py).
    "Play a free deal": "Chơi một ván tự do",
    "Watch the others play: the guide speaks again at your turn.":
        "Em xem mọi người chơi nhé: đến phiên em, người dẫn sẽ nói tiếp.",
    "<p><strong>The guided deal needs Python, which could not start here.</strong> Below are the guide's steps, "
    "then the whole deal played as the guide advises, to step through. To play it yourself, try another browser, "
    "or open this lesson's notebook in JupyterLab.</p>":
        "<p><strong>Ván có người dẫn cần Python, mà Python chưa chạy được ở đây.</strong> Bên dưới là các bước "
        "người dẫn chỉ cho em, rồi cả ván được đánh đúng như lời người dẫn, để em xem lại từng bước. Muốn tự "
        "chơi, em hãy thử một trình duyệt khác, hoặc mở sổ tay của bài này trong JupyterLab: trong thư mục dự án, "
        "gõ <code>jupyter lab book/vi/</code>.</p>",
}
"""Vietnamese for the guide's messages (see :mod:`tamcuc.locale.vi`)."""
