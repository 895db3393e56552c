"""One trick as a pure function: winner, folds, ties and the first-trick ban (RULES.md §6–7, §10)."""

import pytest

from tamcuc.i18n import language

from tamcuc.errors import IllegalPlayError, NotationError
from tamcuc.plays import Play
from tamcuc.rules import Rules
from tamcuc.cards import Hand
from tamcuc.tricks import (
    ban_message, counts_as_folded, kind_of_call, lead_choices, must_fold, resolve_trick, takes_lead, trick_winner,
    winner_keeps,
)

FOLK = {n: Rules.folk(players=n) for n in (2, 3, 4)}


def test_worked_pair_trick():
    """RULES.md §10, from the learning convention (source [L] of RULES.md):
    r r / C C / R R / h h: the red chariots (index 2) win; red cannons lose to black chariots."""
    result = resolve_trick(["r r", "C C", "R R", "h h"], Rules.learning())
    assert result.winner == 2
    assert result.winning_play == Play("R R")
    assert trick_winner(["r r", "C C", "R R", "h h"]) == 2
    text = result.explain(["An", "Bình", "Chi", "Dũng"])
    assert text.startswith("Chi wins with a pair of red chariots.")
    assert "Bình's pair of red cannons loses: a chariot outranks a cannon" in text


def test_rank_beats_colour_in_a_trick():
    """A black elephant led beats a red cannon that follows."""
    assert trick_winner(["C", "e"]) == 1
    assert trick_winner(["e", "C"]) == 0


def test_folds():
    """A fold (None) never wins; if everyone else folds the leader wins."""
    assert trick_winner(["p", None, None, None]) == 0
    assert trick_winner(["p", None, "h", None]) == 2
    result = resolve_trick(["R R", None, None, None])
    assert result.plays[1:] == (None, None, None)
    assert result.explain() == "An wins with a pair of red chariots. Bình, Chi and Dũng all folded (chui)."
    assert result.explain(folds=False) == "An wins with a pair of red chariots."


def test_the_leader_cannot_fold():
    """The leader's play is always shown."""
    with pytest.raises(IllegalPlayError, match="the leader cannot fold"):
        trick_winner([None, "R"])
    with pytest.raises(IllegalPlayError, match="at least the leader"):
        trick_winner([])


def test_ties_earlier_wins_by_default():
    """Of two equal plays the earlier one wins (engine convention); 'later' reverses it."""
    assert trick_winner(["R", "R"]) == 0
    assert trick_winner(["c", "R", "p", "R"]) == 1
    later = Rules(ties="later")
    assert trick_winner(["R", "R"], later) == 1
    assert trick_winner(["c", "R", "p", "R"], later) == 3
    assert trick_winner(["R C H", "R C H", "r c h"], later) == 1
    text = resolve_trick(["R", "R"]).explain()
    assert "Bình showed the same play as An, who played first; of equal plays the earlier one wins" in text
    text = resolve_trick(["R", "R"], later).explain()
    assert "An showed the same play as Bình, who played later; of equal plays the later one wins" in text


def test_triples_in_a_trick():
    """Tướng–Sĩ–Tượng beats Xe–Pháo–Mã, and red beats black within one triple."""
    assert trick_winner(["R C H", "r c h", "k a e"]) == 2
    assert trick_winner(["r c h", "R C H"]) == 1


def test_followers_must_match_the_kind_or_fold():
    """A follower showing a play of another kind is an error that says to show the kind or fold."""
    with pytest.raises(IllegalPlayError, match=r"showed K \(single\) after a pair was called: show a pair or fold"):
        trick_winner(["R R", "K"])


def test_non_plays_are_refused_with_the_reason():
    """A lead or a shown play that is not a play names who laid it and why."""
    with pytest.raises(IllegalPlayError, match=r"the leader laid 'P p': a red soldier and a black soldier are not a pair"):
        trick_winner(["P p", "R R"])
    with pytest.raises(IllegalPlayError, match=r"Bình \(the second to play\) laid 'R C h'"):
        trick_winner(["K A E", "R C h"])


def test_a_refused_follower_is_named_and_counted_from_one():
    """The third to play is Chi, "the third" (never "player 2", counting from zero), in both languages."""
    with pytest.raises(IllegalPlayError, match=r"^Chi \(the third to play\) showed R \(single\) after a pair"):
        trick_winner(["r r", "C C", "R"])
    with language("vi"), pytest.raises(IllegalPlayError, match=r"^Chi \(người ra bài thứ ba\) ra R"):
        trick_winner(["r r", "C C", "R"])
    with pytest.raises(NotationError):
        trick_winner(["Z"])


def test_calls_limit_the_lead():
    """A lead larger than the calls the rules allow is refused."""
    with pytest.raises(IllegalPlayError, match="may call one or two cards under these rules, not three"):
        trick_winner(["R C H"], Rules(calls=(1, 2)))
    with pytest.raises(IllegalPlayError, match="not four"):
        trick_winner(["P P P P"])


# -- the first-trick ban --------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4])
def test_ban_two_and_four_players(players):
    """2 or 4 players: Tướng and Sĩ banned in the first lead; the red elephant is the highest allowed."""
    rules = FOLK[players]
    for lead in ("K", "k", "A", "a", "A A", "K A E"):
        with pytest.raises(IllegalPlayError, match="in the first trick"):
            trick_winner([lead] + [None] * (players - 1), rules, first_trick=True)
    assert trick_winner(["E"] + [None] * (players - 1), rules, first_trick=True) == 0
    assert trick_winner(["E E"] + [None] * (players - 1), rules, first_trick=True) == 0
    # The same leads are fine after the first trick.
    assert trick_winner(["K"] + [None] * (players - 1), rules, first_trick=False) == 0


def test_ban_three_players():
    """3 players: Tướng, Sĩ and Tượng banned; the red chariot is the highest allowed."""
    rules = FOLK[3]
    for lead in ("K", "A", "E", "e", "E E"):
        with pytest.raises(IllegalPlayError, match="in the first trick"):
            trick_winner([lead, None, None], rules, first_trick=True)
    assert trick_winner(["R", None, None], rules, first_trick=True) == 0


def test_ban_messages_teach_the_saying_and_the_highest_card():
    """The ban message quotes the folk saying and names the highest allowed card."""
    with pytest.raises(
        IllegalPlayError,
        match=r"the leader cannot lead red general \(K\) in the first trick: these rules "
        r"ban Tướng, Sĩ there \(cấm tướng, cấm sĩ, lấy tượng cầm đầu\); the red elephant is the highest card allowed",
    ):
        trick_winner(["K", None, None, None], FOLK[4], first_trick=True)
    message = ban_message("e", FOLK[3])
    assert "(cấm sĩ, cấm tượng, lấy xe cầm đầu)" in message
    assert message.endswith("the red chariot is the highest card allowed")


def test_banned_follower_counts_as_folded():
    """A follower who shows a banned card cannot win the first trick."""
    rules = FOLK[4]
    result = resolve_trick(["H", "K", "c", "A"], rules, first_trick=True)
    assert result.winner == 2
    assert result.banned == {1, 3}
    assert "Bình showed a red general, but a banned rank in the first trick counts as folded" in result.explain()
    assert trick_winner(["H", "K", "c", "A"], rules, first_trick=False) == 1


def test_banned_card_inside_a_pair_or_triple_bans_the_play():
    """A pair of advisors or Tướng–Sĩ–Tượng in the first trick counts as folded."""
    rules = FOLK[4]
    assert trick_winner(["p p", "A A", None, None], rules, first_trick=True) == 0
    assert trick_winner(["r c h", "K A E", "k a e", None], rules, first_trick=True) == 0
    assert trick_winner(["r c h", "K A E", "R C H", None], rules, first_trick=True) == 2
    three = FOLK[3]
    assert trick_winner(["p p", "E E", "e e"], three, first_trick=True) == 0


def test_learning_has_no_ban():
    """The learning convention lets the general lead the first trick."""
    assert trick_winner(["K", "A", "E", "R"], Rules.learning(), first_trick=True) == 0


def test_forced_banned_lead():
    """Engine convention: a leader with only banned cards leads anyway; that lead counts as folded."""
    rules = FOLK[4]
    assert trick_winner(["A", "E", "K", None], rules, first_trick=True, forced=True) == 1
    result = resolve_trick(["A A", None, "a a", None], rules, first_trick=True, forced=True)
    assert result.winner == 0 and result.banned == {0, 2}
    assert "no one showed an allowed play, so the trick goes to the leader" in result.explain()


def test_forced_lead_that_plays():
    """With Rules.forced_lead="plays" a forced banned lead counts as a play and can win; followers' banned plays still fold."""
    rules = FOLK[4].replace(forced_lead="plays")
    assert trick_winner(["A", "E", "K", None], rules, first_trick=True, forced=True) == 0
    result = resolve_trick(["A A", None, "a a", None], rules, first_trick=True, forced=True)
    assert result.winner == 0 and result.banned == {2}


def test_kind_of_call():
    """A call of 1, 2 or 3 asks for a single, a pair or a triple; nothing else."""
    assert [kind_of_call(n).value for n in (1, 2, 3)] == ["single", "pair", "triple"]
    with pytest.raises(IllegalPlayError, match="one, two or three cards, not 4"):
        kind_of_call(4)


# -- the named rules of one trick (each used by Game, resolve_trick, the bots and tamcuc.fast) --------


def test_lead_choices_ban_and_forced_lead():
    """First trick: banned plays are left out; with nothing allowed every play may be led, as a forced lead."""
    rules = FOLK[4]
    plays = [Play("K"), Play("a"), Play("E"), Play("P P")]
    assert lead_choices(plays, rules, True) == ([Play("E"), Play("P P")], False)
    assert lead_choices(plays, rules, False) == (plays, False)
    assert lead_choices([Play("K"), Play("a")], rules, True) == ([Play("K"), Play("a")], True)


def test_must_fold_short_and_no_play():
    """A short lay and cards that are no play of the called kind fold without a choice."""
    assert must_fold(Hand("R"), 2) == "short"
    assert must_fold(Hand("R c"), 2) == "no play"
    assert must_fold(Hand("R C H"), 3) is None and must_fold(Hand("R C h"), 3) == "no play"
    assert must_fold(Hand("p"), 1) is None


def test_counts_as_folded_and_forced_lead_setting():
    """A banned play cannot win the first trick; a forced lead only under forced_lead="folds"."""
    rules = FOLK[4]
    assert counts_as_folded(Hand("K"), rules, True) and not counts_as_folded(Hand("K"), rules, False)
    assert counts_as_folded(Hand("K"), rules, True, forced_lead=True)
    assert not counts_as_folded(Hand("K"), rules.replace(forced_lead="plays"), True, forced_lead=True)
    assert counts_as_folded(Hand("K"), rules.replace(forced_lead="plays"), True)  # a follower's ban stays


def test_takes_lead_and_ties():
    """Stronger plays take the lead; equal ones only under ties="later"."""
    rules = FOLK[4]
    assert takes_lead(3, None, rules) and takes_lead(5, 3, rules) and not takes_lead(3, 5, rules)
    assert not takes_lead(4, 4, rules) and takes_lead(4, 4, rules.replace(ties="later"))


def test_winner_keeps_own_or_whole_trick():
    """The winner keeps their own cards (folk and learning), or the whole trick under keep="trick"."""
    laid = [Hand("R R"), Hand("c c"), Hand("h p")]
    assert winner_keeps(laid, 0, FOLK[4]) == (Hand("R R"), Hand("c c h p"))
    assert winner_keeps(laid, 0, FOLK[4].replace(keep="trick")) == (Hand("R R c c h p"), Hand())


def test_the_engine_gives_text_without_codes_when_asked():
    """Faces ask the engine for the words they show (no codes, each reason once) instead of cutting its text."""
    from tamcuc.plays import why_beats, why_not_a_play
    from tamcuc.tricks import ban_message

    for cards in ("P p", "R C", "K k", "K A e", "R C H p", ""):
        for lang in ("en", "vi"):
            full, short = why_not_a_play(cards, lang), why_not_a_play(cards, lang, codes=False)
            assert full.endswith(": " + short) and f"'{cards}'" not in short
    assert "(K)" in ban_message("K", Rules(), "An") and "(K)" not in ban_message("K", Rules(), "An", codes=False)
    assert why_beats(Play("e"), Play("C"), rank_note=False) == "an elephant outranks a cannon"
    result = resolve_trick(["K A E", "R C H", "r c h", None])
    assert result.explain(together=True) == (
        "An wins with the red general–advisor–elephant. Bình's red chariot–cannon–horse and Chi's black "
        "chariot–cannon–horse lose: Tướng–Sĩ–Tượng beats Xe–Pháo–Mã, whatever the colours. Dũng folded (chui).")
    assert result.explain().count("lose") == 2
