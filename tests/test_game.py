"""A whole deal through Game: phases, declarations, kết / đè, options and IllegalPlayError (RULES.md §6–10).

Positions are forced by giving every hand: Game(rules, hands=[...], dealer=0).
"""

from collections import Counter

import pytest

from tamcuc.bots import RuleBot
from tamcuc.cards import Hand
from tamcuc.errors import IllegalPlayError, NotationError, RulesError, TamCucError, UsageError
from tamcuc.game import Game, Move
from tamcuc.plays import Kind, Play
from tamcuc.rules import Rules

# RULES.md §10's pair trick: An (0) holds r r, Bình (1) C C, Chi (2) R R, Dũng (3) h h.
WORKED = ["r r K a E c H P", "C C k a e c H P", "R R A E e P p p", "h h A p p p P P"]
NAMES = ["An", "Bình", "Chi", "Dũng"]
# Seat 1 holds four red soldiers (tứ tử) and, after declaring them, fewer cards than the others.
SHORT = ["R C H E E a a k", "P P P P K A A e", "e R r C c H p p", "r c h h P p p p"]
# Seat 0 can win the first two tricks with triples and finish with a pair of black soldiers (kết đôi).
KET_DOI = ["R C H K A E p p", "k A a a E e e P", "R r r C c c H P", "h h P P P p p p"]
# Seat 0 can win the first two tricks and finish with black Xe–Pháo–Mã (kết ba).
KET_BA = ["e e K A E r c h", "k A a a E P P p", "R r C c H h P p", "R C H P P p p p"]
# Seat 1 holds all five black soldiers (ngũ tử).
NGU_TU = ["K A a E e r c P", "p p p p p R C H", "k A a E e r c P", "R C H h h P P P"]


def build(rules, fixed):
    """Returns hands with the seats in ``fixed`` as given and the rest dealt round the other seats."""
    rest = list(rules.deck - Hand([c for h in fixed.values() for c in Hand(h)]))
    free = [s for s in range(rules.players) if s not in fixed]
    hands = {s: Hand(h) for s, h in fixed.items()}
    for k, seat in enumerate(free):
        hands[seat] = Hand(rest[k :: len(free)])
    return [hands[s] for s in range(rules.players)]


def trick(game, lead, lays, chui=()):
    """Leads ``lead``, lays ``lays`` for the followers in order, then shows every offered play except seats in ``chui``."""
    game.play(lead)
    for cards in lays:
        game.play(cards)
    while game.phase == "reveal":
        if game.to_move in chui:
            game.chui()
        else:
            game.show()
    return game.history[-1]


def conserved(game):
    """Returns True when hands + kept + discards are exactly the deck (between tricks)."""
    total = Counter(game.discards)
    for hand, kept in zip(game.hands, game.kept):
        total.update(hand)
        total.update(kept)
    return total == Counter(game.rules.deck)


# -- the worked example through Game ----------------------------------------------------------
@pytest.mark.parametrize("rules", [Rules.learning(), Rules()], ids=["learning", "folk"])
def test_worked_pair_trick_through_game(rules):
    """RULES.md §10 (the learning convention, [L]): Chi's R R wins, Chi keeps R R,
    the six other cards are discarded, and Chi leads the next trick."""
    game = Game(rules, hands=WORKED, dealer=0)
    assert (game.phase, game.to_move) == ("lead", 0)
    record = trick(game, "r r", ["C C", "R R", "h h"])
    assert record.winner == 2 and record.result.winner == 2
    assert record.status == ("led", "shown", "shown", "shown")
    assert game.kept[2] == Hand("R R")
    assert record.kept == Hand("R R")
    assert record.discarded == Hand("r r C C h h") == game.discards
    assert len(game.discards) == 6
    assert (game.phase, game.to_move, game.leader) == ("lead", 2, 2)
    assert conserved(game)
    text = record.explain(NAMES)
    assert "Chi wins with a pair of red chariots." in text
    assert "Bình's pair of red cannons loses: a chariot outranks a cannon." in text
    assert text.endswith("Chi keeps two red chariots and leads next.")


def test_keep_whole_trick_option():
    """keep='trick': the winner keeps all the cards of the trick and nothing is discarded."""
    game = Game(Rules.learning(keep="trick"), hands=WORKED, dealer=0)
    record = trick(game, "r r", ["C C", "R R", "h h"])
    assert game.kept[2] == Hand("R R r r C C h h")
    assert game.discards == Hand() and record.discarded == Hand()


def test_fold_hides_the_cards_and_loses():
    """A follower may fold (chui) even with the winning play; the trick goes to the best play shown."""
    game = Game(Rules.learning(), hands=WORKED, dealer=0)
    record = trick(game, "r r", ["C C", "R R", "h h"], chui={2})
    assert record.status == ("led", "shown", "chui", "shown")
    assert record.shown[2] is None
    assert record.winner == 0 and game.kept[0] == Hand("r r")
    assert "Chi folds (chui) and keeps the two cards hidden." in record.explain(NAMES)


def test_all_fold_means_leader_wins():
    """If every follower folds or has no play, the leader wins the trick."""
    game = Game(Rules.learning(), hands=WORKED, dealer=0)
    record = trick(game, "r r", ["k a", "A E", "A p"])
    assert record.status == ("led", "no play", "no play", "no play")
    assert record.winner == 0 and game.to_move == 0


def test_follower_without_a_play_folds_without_a_choice():
    """Cards that make no play of the called kind are folded automatically; only real plays are offered."""
    game = Game(Rules.learning(), hands=WORKED, dealer=0)
    game.play("r r")
    game.play("C C")
    game.play("A E")
    game.play("h h")
    assert (game.phase, game.to_move) == ("reveal", 1)
    game.show()
    assert (game.phase, game.to_move) == ("reveal", 3)  # seat 2's 'A E' was folded for them
    assert [m.action for m in game.legal_plays()] == ["show", "chui"]


# -- the first-trick ban in a game -----------------------------------------------------------------
def test_banned_lead_is_refused_and_not_offered():
    """The first lead may not hold Tướng or Sĩ (4 players); legal_plays never offers it."""
    game = Game(Rules(), hands=WORKED, dealer=0)
    leads = {str(m.cards) for m in game.legal_plays()}
    assert "K" not in leads and "a" not in leads and "E" in leads
    with pytest.raises(IllegalPlayError, match=r"An cannot lead red general \(K\) in the first trick.*cấm tướng, cấm sĩ"):
        game.play("K")
    assert Game(Rules.learning(), hands=WORKED, dealer=0).legal_plays()[0] == Move(0, "lead", Hand("K"))


def test_banned_follower_play_counts_as_folded_in_a_game():
    """A follower who shows a pair of advisors in the first trick cannot win it."""
    game = Game(Rules(), hands=KET_BA, dealer=0)
    record = trick(game, "e e", ["a a", "P p", "P p"])
    assert record.status[1] == "shown" and record.result.banned == {1}
    assert record.winner == 0


def test_ban_ends_after_the_first_trick():
    """From the second trick on, Tướng and Sĩ may lead."""
    game = Game(Rules(), hands=KET_BA, dealer=0)
    trick(game, "e e", ["a a", "P p", "P p"])
    assert Move(0, "lead", Hand("K A E")) in game.legal_plays()


def test_three_player_ban_in_a_game():
    """With three players the first lead may not hold Tượng either; the red chariot is the highest allowed."""
    rules = Rules.folk(players=3)
    game = Game(rules, hands=build(rules, {0: "E e R r C c H h p p"}), dealer=0)
    leads = {str(m.cards) for m in game.legal_plays()}
    assert "E" not in leads and "R" in leads and "R C H" in leads
    with pytest.raises(IllegalPlayError, match="cấm sĩ, cấm tượng, lấy xe cầm đầu"):
        game.play("E")


def test_forced_lead_when_only_banned_cards_remain():
    """Engine convention: after declaring tứ tử a leader left with only banned cards leads one anyway,
    and that play counts as folded."""
    hands = ["P P P P K k A A", "a a E E e e R R", "r r C C c c H H", "h h P p p p p p"]
    game = Game(Rules(), hands=hands, dealer=0)
    game.declare("P P P P")
    while game.phase == "declare":
        game.pass_()
    assert {str(m.cards) for m in game.legal_plays()} == {"K", "k", "A", "A A"}
    record = trick(game, "A A", ["a a", "r r", "h h"])
    assert record.result.banned == {0, 1}
    assert record.winner == 2
    assert conserved(game)


def test_forced_lead_regression_seed_172():
    """Seed 172 (folk, 4 players): the dealer declares ngũ tử and keeps only K a a; the deal used to
    stop with no legal move. Now the banned lead is played, counts as folded, and the deal ends."""
    game = Game(Rules(), seed=172)
    assert str(game.initial_hands[2]) == "K a a p p p p p" and game.dealer == 2
    game.play_out([RuleBot()] * 4, seed=172)
    first = game.history[0]
    assert first.leader == 2 and 0 in first.result.banned
    assert game.is_over()


# -- declarations ---------------------------------------------------------------------------------
def test_tu_tu_four_players_keeps_but_does_not_take_the_lead():
    """2/4 players: four soldiers count as won, the lead stays, and the first-trick ban still applies."""
    game = Game(Rules(), hands=SHORT, dealer=0)
    assert (game.phase, game.to_move) == ("declare", 1)
    assert game.legal_plays() == (Move(1, "declare", Hand("P P P P")), Move(1, "pass", Hand()))
    game.declare("P P P P")
    assert game.kept[1] == Hand("P P P P") and game.hand(1) == Hand("K A A e")
    decl = game.declarations[0]
    assert (decl.player, decl.play.kind, decl.before_trick, decl.seized) == (1, Kind.TU_TU, 1, False)
    assert "the lead stays where it was" in decl.describe()
    assert (game.phase, game.to_move) == ("lead", 0)
    assert game.is_first_trick
    with pytest.raises(IllegalPlayError, match="in the first trick"):
        game.play("k")
    assert conserved(game)


def test_tu_tu_can_be_passed_and_declared_later():
    """A player may pass and is asked again before the next trick."""
    game = Game(Rules(), hands=SHORT, dealer=0)
    game.pass_()
    assert game.phase == "lead"
    trick(game, "R C H", ["K A A", "e p p", "r c h"])
    assert (game.phase, game.to_move) == ("declare", 1)
    game.declare("P P P P")
    assert game.declarations[0].before_trick == 2


def test_ngu_tu_seizes_the_lead():
    """Five soldiers (ngũ tử cướp cái) count as won and take the lead; the ban still holds."""
    game = Game(Rules(), hands=NGU_TU, dealer=0)
    assert (game.phase, game.to_move) == ("declare", 1)
    assert {str(m.cards) for m in game.legal_plays()} == {"p p p p", "p p p p p", ""}
    game.declare("p p p p p")
    assert game.declarations[0].seized
    assert "takes the lead" in game.declarations[0].describe(NAMES)
    assert (game.phase, game.to_move, game.leader) == ("lead", 1, 1)
    assert game.kept[1] == Hand("p p p p p")
    assert game.is_first_trick


def test_tu_tu_seizes_with_three_players():
    """3 players: four soldiers count as won and take the lead."""
    rules = Rules.folk(players=3)
    game = Game(rules, hands=build(rules, {2: "P P P P R C H r c h"}), dealer=0)
    assert (game.phase, game.to_move) == ("declare", 2)
    game.declare("P P P P")
    assert game.declarations[0].seized and game.to_move == 2 and game.phase == "lead"


def test_five_red_soldiers_with_drop_five_advisors():
    """drop-five-advisors leaves five red soldiers, so a 3-player hand may declare ngũ tử."""
    rules = Rules.folk(players=3, removal="drop-five-advisors")
    game = Game(rules, hands=build(rules, {0: "P P P P P R C H E"}), dealer=1)
    assert game.to_move == 0 and game.phase == "declare"
    assert {str(m.cards) for m in game.legal_plays()} == {"P P P P", "P P P P P", ""}


def test_short_player_lays_all_and_empty_hand_skips():
    """A player with fewer cards than the call lays all and cannot win; with none they skip the trick."""
    game = Game(Rules(), hands=SHORT, dealer=0)
    game.declare("P P P P")
    first = trick(game, "R C H", ["K A A", "e p p", "r c h"])
    assert first.status == ("led", "no play", "no play", "shown") and first.winner == 0
    assert game.to_move == 0 and game.phase == "lead"
    second = trick(game, "E E", ["e", "R r", "h p"])
    assert second.status[1] == "short" and second.laid[1] == Hand("e")
    assert "has fewer cards than the call, lays them all and cannot win" in second.explain()
    assert game.hand(1) == Hand()
    third = trick(game, "a a", ["C c", "P p"])
    assert third.order == (0, 2, 3)
    assert conserved(game)
    result = game.play_out([RuleBot()] * 4, seed=1)
    assert sum(result.kept) == 8 + 4  # one hand size of trick cards plus the declared soldiers
    assert result.kept[1] == 4


def test_declarations_are_off_in_learning():
    """The learning convention has no declaration phase."""
    game = Game(Rules.learning(), hands=NGU_TU, dealer=0)
    assert game.phase == "lead" and game.declarations == []


def test_declare_errors():
    """Declaring cards that are not four or five soldiers, or outside the window, is refused."""
    game = Game(Rules(), hands=SHORT, dealer=0)
    with pytest.raises(IllegalPlayError, match="only four or five soldiers of one colour are declared"):
        game.declare("K A A")
    game.pass_()
    with pytest.raises(IllegalPlayError, match=r"cannot declare now: it is An's turn to lead"):
        game.declare("P P P P")
    with pytest.raises(IllegalPlayError, match="cannot pass now"):
        game.pass_()


# -- kết and đè ---------------------------------------------------------------------------------
def _ket_doi(de):
    game = Game(Rules(), hands=KET_DOI, dealer=0)
    trick(game, "R C H", ["k A a", "r c c", "h p p"])
    trick(game, "K A E", ["a E e", "r C P", "h P p" if de else "P P P"])
    last = trick(game, "p p", ["e P", "R H", "P P" if de else "h p"])
    return game, last


def test_ket_doi_succeeds():
    """A pair of black soldiers that wins the last trick scores the kết đôi bonus (+2)."""
    game, last = _ket_doi(de=False)
    assert game.is_over() and last.last
    assert last.ket.row.name == "kết đôi" and not last.ket.beaten
    assert game.bonuses == [2, 0, 0, 0]
    result = game.result()
    assert result.kept == (8, 0, 0, 0)
    assert result.scores == (10, 0, 0, 0)
    assert result.ranking == (1, 2, 2, 2)
    assert "An finished with kết đôi and scores +2." in last.explain()
    assert "An: kept 8 cards, bonus +2, score 10, place 1" in result.summary()


def test_ket_doi_beaten_de():
    """A higher pair beats the black soldiers (đè): the beater scores the đè bonus (+4)."""
    game, last = _ket_doi(de=True)
    assert last.winner == 3 and last.ket.beaten and last.ket.scorer == 3
    assert game.bonuses == [0, 0, 0, 4]
    result = game.result()
    assert result.kept == (6, 0, 0, 2)
    assert result.scores == (6, 0, 0, 6)
    assert result.ranking == (1, 3, 3, 1)
    assert "An tried kết đôi but Dũng beat it (đè) and scores +4." in last.explain()


def _ket_ba(de, rules=None):
    game = Game(rules or Rules(), hands=KET_BA, dealer=0)
    trick(game, "e e", ["a a", "P p", "P p"])
    trick(game, "K A E", ["k A E", "R C H", "P p p" if de else "R C H"])
    last = trick(game, "r c h", ["P P p", "r c h", "R C H" if de else "P p p"])
    return game, last


def test_ket_ba_succeeds_and_ties_go_to_the_leader():
    """Black Xe–Pháo–Mã that wins the last trick scores +3; an equal triple shown later does not beat it."""
    game, last = _ket_ba(de=False)
    assert last.status == ("led", "no play", "shown", "no play")
    assert last.winner == 0 and last.ket.row.name == "kết ba"
    assert game.bonuses == [3, 0, 0, 0]


def test_ket_ba_beaten_by_red_triple():
    """Red Xe–Pháo–Mã beats the black one (đè) and scores +6."""
    game, last = _ket_ba(de=True)
    assert last.winner == 3
    assert game.bonuses == [0, 0, 0, 6]
    assert game.result().kept == (5, 0, 0, 3)


def test_ket_with_later_ties():
    """With ties='later' the equal black triple shown after the kết beats it."""
    game, last = _ket_ba(de=False, rules=Rules(ties="later"))
    assert last.winner == 2 and game.bonuses == [0, 0, 6, 0]


def test_learning_has_no_bonus_and_pairwise_scoring():
    """Under the learning convention the same finish scores no bonus, and scores are settled pairwise."""
    game = Game(Rules.learning(), hands=KET_DOI, dealer=0)
    trick(game, "R C H", ["k A a", "r c c", "h p p"])
    trick(game, "K A E", ["a E e", "r C P", "P P P"])
    last = trick(game, "p p", ["e P", "R H", "h p"])
    assert last.ket is None and game.bonuses == [0, 0, 0, 0]
    result = game.result()
    assert result.kept == (8, 0, 0, 0)
    assert result.scores == (24, -8, -8, -8)
    assert "score +24" in result.summary()


# -- IllegalPlayError from Game.push ------------------------------------------------------------
def test_push_refuses_the_wrong_player():
    """Only the player to move may move."""
    game = Game(Rules(), hands=WORKED, dealer=0)
    with pytest.raises(IllegalPlayError, match=r"it is An's turn to lead, not Bình's"):
        game.push(Move(1, "lead", Hand("C")))


def test_push_refuses_the_wrong_phase():
    """A move of the wrong kind for the phase names the phase."""
    game = Game(Rules(), hands=WORKED, dealer=0)
    with pytest.raises(IllegalPlayError, match="now is the time to lead, not to lay"):
        game.push(Move(0, "lay", Hand("c")))
    with pytest.raises(IllegalPlayError, match=r"cannot show now: it is An's turn to lead"):
        game.show()
    with pytest.raises(IllegalPlayError, match="cannot chui now"):
        game.chui()
    game.play("r r")
    with pytest.raises(IllegalPlayError, match="now is the time to lay cards face down, not to show"):
        game.push(Move(1, "show", Hand("C C")))


def test_push_refuses_cards_not_in_hand():
    """Cards the player does not hold are refused with the missing card named."""
    game = Game(Rules(), hands=WORKED, dealer=0)
    with pytest.raises(IllegalPlayError, match=r"An cannot lead R R: R \(red chariot\) is not in 'K a E r r c H P'"):
        game.play("R R")
    game.play("r r")
    with pytest.raises(IllegalPlayError, match=r"Bình cannot lay R R: R \(red chariot\) is not in"):
        game.play("R R")


def test_push_refuses_a_lead_that_is_no_play():
    """The lead must be a valid play; the message says why it is not."""
    game = Game(Rules(), hands=WORKED, dealer=0)
    with pytest.raises(IllegalPlayError, match=r"the lead must be a play; 'r c' is not a pair"):
        game.play("r c")
    with pytest.raises(IllegalPlayError, match=r"may call one, two or three cards, not four"):
        game.play("r r c H")


def test_push_refuses_the_wrong_number_of_cards():
    """A follower lays exactly the number called."""
    game = Game(Rules(), hands=WORKED, dealer=0)
    game.play("r r")
    with pytest.raises(IllegalPlayError, match=r"Bình must lay exactly two cards, as many as were called, not one"):
        game.play("C")
    with pytest.raises(IllegalPlayError, match="must lay exactly two cards, as many as were called, not three"):
        game.play("C C k")


def test_push_refuses_showing_cards_that_are_no_play_or_not_laid():
    """A player shows only the cards laid; cards that are no play are named as such."""
    game = Game(Rules(), hands=WORKED, dealer=0)
    game.play("r r")
    game.play("C C")
    game.play("R R")
    game.play("h h")
    with pytest.raises(
        IllegalPlayError,
        match=r"Bình cannot show 'C c' \('C c' is not a pair: a red cannon and a black cannon are not a pair.*laid cards cannot be changed",
    ):
        game.push(Move(1, "show", Hand("C c")))
    with pytest.raises(IllegalPlayError, match=r"Bình cannot chui 'k a'"):
        game.push(Move(1, "chui", Hand("k a")))


def test_push_refuses_non_moves_and_moves_after_the_end():
    """push takes Move objects, and nothing is legal once the deal is over."""
    game = Game(Rules(), hands=WORKED, dealer=0)
    with pytest.raises(IllegalPlayError, match="is not a Move"):
        game.push("0:lead r r")
    with pytest.raises(IllegalPlayError, match="the deal is not over yet"):
        game.result()
    game.play_out([RuleBot()] * 4, seed=0)
    assert game.legal_plays() == () and game.to_move is None
    with pytest.raises(IllegalPlayError, match="cannot play cards: the deal is over"):
        game.play("p")
    with pytest.raises(IllegalPlayError, match="the deal is over"):
        game.push(Move(0, "lead", Hand("p")))


def test_unreadable_cards_raise_notation_error():
    """Text that names no card raises NotationError, a different subclass from IllegalPlayError."""
    game = Game(Rules(), hands=WORKED, dealer=0)
    with pytest.raises(NotationError, match="is not a card") as caught:
        game.play("r Z")
    assert not isinstance(caught.value, IllegalPlayError)
    assert game.phase == "lead" and game.moves == []


def test_play_during_the_declaration_window():
    """While a declaration is pending, playing cards names whose turn it is and to do what."""
    game = Game(Rules(), hands=SHORT, dealer=0)
    with pytest.raises(IllegalPlayError, match=r"cannot play cards now: it is Bình's turn to declare or pass"):
        game.play("R C H")
    with pytest.raises(IllegalPlayError, match="now is the time to declare or pass, not to lead"):
        game.push(Move(1, "lead", Hand("K")))


def test_game_construction_errors():
    """Hands that are not the deck, the wrong number of hands, or a bad dealer raise RulesError; too few bots UsageError."""
    with pytest.raises(RulesError, match="3 hands given for 4 players"):
        Game(Rules(), hands=WORKED[:3], dealer=0)
    bad = list(WORKED)
    bad[0] = "r r K a E c H H"
    with pytest.raises(RulesError, match="not exactly the deck"):
        Game(Rules(), hands=bad, dealer=0)
    with pytest.raises(RulesError, match=r"dealer=4: seats are numbered 0 … 3"):
        Game(Rules(), hands=WORKED, dealer=4)
    with pytest.raises(UsageError, match="3 bots given for 4 players"):
        Game(Rules(), seed=1).play_out([RuleBot()] * 3)


# -- whole deals ---------------------------------------------------------------------------------
def test_seeded_game_deals_from_the_chosen_dealer():
    """Game(seed) draws a card for bắt cái, deals from that dealer, and the dealer leads first."""
    game = Game(Rules(), seed=5)
    assert game.drawn is not None and game.dealer == (game.drawn.rank.index % 4)
    assert game.leader == game.dealer
    assert sorted(c for h in game.hands for c in h) == sorted(Rules().deck)
    again = Game(Rules(), seed=5)
    assert again.hands == game.hands and again.dealer == game.dealer


def test_learning_game_keeps_one_hand_size():
    """With the learning convention the kept cards add up to one hand size, and scores sum to zero."""
    for seed in range(10):
        game = Game(Rules.learning(), seed=seed)
        result = game.play_out([RuleBot()] * 4, seed=seed)
        assert sum(result.kept) == 8
        assert sum(result.scores) == 0
        assert len(game.discards) == 24


def test_moves_describe_themselves():
    """Moves and declarations read as sentences."""
    assert Move(2, "lead", Hand("R R")).describe() == "Chi calls two (đôi cây) and leads a pair of red chariots"
    assert Move(1, "lay", Hand("c p")).describe(NAMES) == "Bình lays two cards face down"
    assert Move(1, "chui", Hand("c p")).describe() == "Bình folds (chui), keeping the cards face down"
    assert Move(1, "pass", Hand()).describe() == "Bình does not declare"
    assert str(Move(0, "lead", Hand("R R"))) == "0:lead R R"
    assert Play("R R") == Play(Move(0, "lead", Hand("R R")).cards)


def test_copy_is_independent():
    """Game.copy(): moves pushed on the copy never change the original, and the copy plays on alone."""
    game = Game(Rules(), seed=21)
    for _ in range(5):
        game.push(game.legal_plays()[0])
    before = (game.hands, list(game.moves), list(game.history), game.phase, game.to_move, list(game.kept))
    copy = game.copy()
    assert copy.hands == game.hands and copy.moves == game.moves and copy.legal_plays() == game.legal_plays()
    while not copy.is_over():
        copy.push(copy.legal_plays()[-1])
    assert (game.hands, game.moves, game.history, game.phase, game.to_move, game.kept) == before
    while not game.is_over():
        game.push(game.legal_plays()[0])
    assert sum(game.result().kept) <= 32 and sum(copy.result().kept) <= 32


def test_the_next_leader_is_the_engines():
    """A trick's record names who leads next: the winner, or the next seat with cards when the winner has none."""
    from tamcuc.bots import RandomBot

    seen = 0
    for seed in range(60):
        game = Game(Rules(), seed=seed)
        game.play_out([RandomBot()] * 4, seed=seed)
        for record, after in zip(game.history, game.history[1:]):
            seized = any(d.seized and d.before_trick == after.number for d in game.declarations)
            assert record.next_leader == after.leader or seized
            if record.next_leader != record.winner:
                seen += 1
                assert "leads next" in record.explain() and "and leads next" not in record.explain()
        assert game.history[-1].next_leader is None
    assert seen


def test_why_illegal_and_lay_count():
    """why_illegal is "" for a legal move and the push's reason otherwise; codes=False and who= give the
    reason for a reader; lay_count is the call, or the whole hand when it is shorter."""
    game = Game(Rules(), hands=["K A E R C H P P", "k a e r c h p p", "A a E e R r C c", "H h P P P p p p"], dealer=0)
    assert game.why_illegal(game.legal_plays()[0]) == ""
    banned = Move(0, "lead", Hand("K"))
    with pytest.raises(IllegalPlayError) as err:
        game.push(banned)
    assert game.why_illegal(banned) == str(err.value) and "(K)" in str(err.value)
    words = game.why_illegal(banned, who="you", codes=False)
    assert words.startswith("you cannot lead red general in the first trick") and "(K)" not in words
    assert game.why_illegal(Move(0, "lead", Hand("R C")), codes=False).startswith("a red chariot and a red cannon")
    assert game.why_illegal(Move(1, "pass", Hand())).startswith("1:pass: it is An's turn")
    assert game.why_illegal(Move(1, "pass", Hand()), codes=False).startswith("it is An's turn")
    assert game.lay_count() is None
    game.play("P P")
    assert game.lay_count() == 2 and game.lay_count(3) == 2


def test_why_illegal_checks_the_move_as_push_does():
    """why_illegal answers every malformed move with push's reason, briefly, and never raises."""
    class Lying(str):
        def __eq__(self, other):
            return True

        __hash__ = str.__hash__

    game = Game(Rules.learning(), seed=1)
    move = game.legal_plays()[0]
    for bad in (move._replace(player=1.0), move._replace(action=[1]), move._replace(cards="R" * 10 ** 5), "x" * 10 ** 5,
                move._replace(action=Lying("lay"))):
        why = game.why_illegal(bad)
        assert why and len(why) < 1000
        with pytest.raises(TamCucError):
            game.push(bad)
    assert game.moves == []


def test_a_tricks_story_says_the_hidden_cards_once_and_two_folds_as_both():
    """Seeded deals: a second, separate fold in a trick is "folds (chui) too" (the hidden cards were told at
    the first), and two folds one after another are "both", not "all", in English ("đều" in Vietnamese)."""
    g = Game(seed=2)
    g.play_out([RuleBot()] * 4, seed=2)
    trick = g.history[6]
    assert [s for s in trick.status[1:]] == ["chui", "shown", "chui"]
    en, vi = trick.explain(lang="en"), trick.explain(lang="vi")
    assert en.count("keeps the card hidden") == 1 and "An folds (chui) too." in en
    assert vi.count("úp kín") == 1 and "An cũng chui." in vi
    g = Game(seed=0)
    g.play_out([RuleBot()] * 4, seed=0)
    trick = g.history[7]
    assert list(trick.status[1:]) == ["chui", "chui"]
    assert "Chi and Dũng both fold (chui) and keep their cards hidden." in trick.explain(lang="en")
    assert "Chi và Dũng đều chui" in trick.explain(lang="vi")
