"""Computer players: legal moves only, RuleBot's strategy, unseen cards, and reproducible simulation."""

import random
from collections import Counter

from tamcuc.bots import BOTS, RandomBot, RuleBot, _ket_reserve, simulate, unseen_cards
from tamcuc.cards import Hand
from tamcuc.game import Game, Move
from tamcuc.rules import Rules

WORKED = ["r r K a E c H P", "C C k a e c H P", "R R A E e P p p", "h h A p p p P P"]
SHORT = ["R C H E E a a k", "P P P P K A A e", "e R r C c H p p", "r c h h P p p p"]
KET_DOI = ["R C H K A E p p", "k A a a E e e P", "R r r C c c H P", "h h P P P p p p"]
NGU_TU = ["K A a E e r c P", "p p p p p R C H", "k A a E e r c P", "R C H h h P P P"]


def test_bots_choose_legal_moves():
    """Every move either bot picks is one of legal_plays()."""
    rng = random.Random(0)
    for bot in (RandomBot(), RuleBot()):
        for seed in range(20):
            game = Game(Rules.folk(players=2 + seed % 3), seed=seed)
            while not game.is_over():
                move = bot.choose(game, game.to_move, rng)
                assert move in game.legal_plays()
                game.push(move)


def test_bot_registry_and_names():
    """Bots are found by name and print as their constructor."""
    assert BOTS == {"random": RandomBot, "rule-based": RuleBot}
    assert repr(RandomBot()) == "RandomBot()" and repr(RuleBot()) == "RuleBot()"


def test_random_bot_uses_the_given_rng():
    """RandomBot's choices depend only on the random.Random passed in."""
    picks = []
    for _ in range(2):
        game = Game(Rules.learning(), seed=4)
        rng = random.Random(9)
        picks.append([RandomBot().choose(game, game.to_move, rng) for _ in range(10)])
    assert picks[0] == picks[1]


def test_rule_bot_declares_at_once_and_prefers_ngu_tu():
    """RuleBot declares at the first chance, the five soldiers rather than four."""
    game = Game(Rules(), hands=NGU_TU, dealer=0)
    assert RuleBot().choose(game, 1, random.Random(0)) == Move(1, "declare", Hand("p p p p p"))
    game = Game(Rules(), hands=SHORT, dealer=0)
    assert RuleBot().choose(game, 1, random.Random(0)) == Move(1, "declare", Hand("P P P P"))


def test_rule_bot_reveals_only_winning_plays():
    """RuleBot shows its play only if it beats everything shown so far; otherwise it folds."""
    game = Game(Rules.learning(), hands=WORKED, dealer=0)
    for cards in ("r r", "C C", "R R", "h h"):
        game.play(cards)
    rng = random.Random(0)
    actions = []
    while game.phase == "reveal":
        move = RuleBot().choose(game, game.to_move, rng)
        actions.append(move.action)
        game.push(move)
    assert actions == ["chui", "show", "chui"]
    assert game.history[0].winner == 2


def test_rule_bot_folds_a_banned_play():
    """In the first trick RuleBot never shows a banned play: it would count as folded anyway."""
    game = Game(Rules(), hands=WORKED, dealer=0)
    game.play("E")
    game.play("k")
    game.play("A")
    game.play("P")
    # Seat 1 laid the black general: banned, so it folds even though it is the strongest card.
    assert RuleBot().choose(game, 1, random.Random(0)) == Move(1, "chui", Hand("k"))


def test_rule_bot_follows_with_its_strongest_allowed_play():
    """Following a pair, RuleBot lays its strongest pair, not a banned one in the first trick."""
    game = Game(Rules(), hands=WORKED, dealer=0)
    game.play("r r")
    assert RuleBot().choose(game, 1, random.Random(0)) == Move(1, "lay", Hand("C C"))


def test_rule_bot_leads_its_whole_hand_when_it_is_one_play():
    """With a hand that is a single play RuleBot leads it (ending the deal)."""
    game = Game(Rules(), hands=KET_DOI, dealer=0)
    for lead, lays in (("R C H", ["k A a", "r c c", "h p p"]), ("K A E", ["a E e", "r C P", "P P P"])):
        game.play(lead)
        for cards in lays:
            game.play(cards)
    assert game.hand(0) == Hand("p p") and game.phase == "lead"
    assert RuleBot().choose(game, 0, random.Random(0)) == Move(0, "lead", Hand("p p"))


def test_ket_reserve():
    """RuleBot keeps a kết combination back while other cards remain."""
    assert _ket_reserve(Rules(), Hand("K R p p")) == Hand("p p")
    assert _ket_reserve(Rules(), Hand("K r c h E")) == Hand("r c h")
    assert _ket_reserve(Rules(), Hand("p p")) == Hand()
    assert _ket_reserve(Rules.learning(), Hand("K R p p")) == Hand()


def test_unseen_cards():
    """Unseen cards are the deck less one's own cards and everything shown; folded cards stay unseen."""
    game = Game(Rules.learning(), hands=WORKED, dealer=0)
    start = unseen_cards(game, 1)
    assert start == Counter(Rules().deck) - Counter(Hand(WORKED[1]))
    for cards in ("r r", "C C", "R R", "h h"):
        game.play(cards)
    game.show()
    game.show()
    game.chui()
    after = unseen_cards(game, 1)
    assert after == start - Counter(Hand("r r R R"))
    assert after[Hand("h")[0]] == 2  # Dũng's folded horses were never shown


def test_simulate_is_reproducible():
    """simulate with a seed gives the same deals and results each run, and different ones for another seed."""
    rules = Rules.folk(players=3)
    a = simulate(rules, [RuleBot()] * 3, 20, seed=3)
    b = simulate(rules, [RuleBot()] * 3, 20, seed=3)
    c = simulate(rules, [RuleBot()] * 3, 20, seed=4)
    assert a == b and a != c
    assert all(sum(d.result.kept) >= rules.hand_size for d in a)


def test_golden_rule_bot_game():
    """A fixed seeded folk game played by four RuleBots always ends the same way."""
    game = Game(Rules(), seed=7)
    result = game.play_out([RuleBot()] * 4, seed=7)
    assert game.dealer == 1
    assert [str(h) for h in game.initial_hands] == [
        "A E e e R C p p",
        "k A a E r C c p",
        "K R c h P P p p",
        "a r H H h P P P",
    ]
    assert [(t.leader, str(t.shown[0]), t.winner) for t in game.history] == [
        (1, "p", 0),
        (0, "C", 2),
        (2, "P", 0),
        (0, "R", 1),
        (1, "c", 0),
        (0, "e", 1),
        (1, "C", 1),
        (1, "r", 1),
    ]
    assert result.kept == (3, 4, 1, 0)
    assert result.ranking == (2, 1, 3, 4)
    assert result.ket is None


def test_golden_rule_bot_learning_game():
    """A fixed seeded learning game played by RuleBots settles the same pairwise scores."""
    result = Game(Rules.learning(), seed=7).play_out([RuleBot()] * 4, seed=7)
    assert result.kept == (0, 2, 5, 1)
    assert result.scores == (-8, 0, 12, -4)


def test_rule_bot_beats_random_bots():
    """Over many seeded deals one RuleBot keeps more cards on average than a RandomBot in its seat."""
    rules = Rules.learning()
    smart = simulate(rules, [RuleBot(), RandomBot(), RandomBot(), RandomBot()], 300, seed=1)
    dumb = simulate(rules, [RandomBot()] * 4, 300, seed=1)
    assert sum(d.result.kept[0] for d in smart) > 1.2 * sum(d.result.kept[0] for d in dumb)


def test_a_subclass_keeps_its_own_choices_apart_from_rule_bots():
    """RuleBot keeps its choices per hand (the play-outs meet the same hands again): a subclass that leads
    otherwise gets its own lead, and RuleBot asked afterwards still gets RuleBot's, not the subclass's."""

    class FirstLead(RuleBot):
        def _lead(self, game, player, moves, hand, reserve):
            return moves[0]

    for seed in range(50):
        game = Game(Rules(), seed=seed)
        while game.phase != "lead":
            game.push(RuleBot().choose(game, game.to_move, None))
        player = game.to_move
        own = RuleBot()._choose(game, player)
        if own != game.legal_plays()[0]:
            break
    assert FirstLead().choose(game, player, None) == game.legal_plays()[0]
    assert RuleBot().choose(game, player, None) == own
