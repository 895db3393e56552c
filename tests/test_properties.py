"""Property tests (hypothesis): partitions, conservation, settlement, termination, notation round trips."""

import random
from collections import Counter
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from tamcuc.bots import RandomBot
from tamcuc.cards import CARDS, Card, Hand, as_cards, parse_cards
from tamcuc.dealing import deal
from tamcuc.errors import TamCucError
from tamcuc.game import Game, Move
from tamcuc.plays import ALL_PLAYS, Play, is_play, lay_ways, lays, plays_in, plays_of_size
from tamcuc.rules import Rules
from tamcuc.scoring import ranking, settle
from tamcuc.tricks import trick_winner

RULES = [
    Rules.folk(players=2),
    Rules.folk(players=3),
    Rules.folk(players=3, removal="drop-five"),
    Rules.folk(players=3, removal="drop-five-advisors"),
    Rules.folk(players=4),
    Rules.learning(),
    Rules.learning(keep="trick", ties="later"),
]
rules_st = st.sampled_from(RULES)
seeds = st.integers(min_value=0, max_value=2**32 - 1)
cards_st = st.sampled_from(CARDS)


def _table(game):
    """Returns the cards on the table in the trick under way."""
    return Counter(c for cards in game._laid for c in cards) if game.phase in ("lay", "reveal") else Counter()


@settings(max_examples=200, deadline=None)
@given(rules=rules_st, seed=seeds, dealer=st.integers(min_value=0, max_value=3))
def test_every_deal_partitions_the_deck(rules, seed, dealer):
    """Every deal gives each seat one hand size, and together the hands are exactly the deck."""
    dealer %= rules.players
    hands = deal(rules, seed=seed, dealer=dealer)
    assert [len(h) for h in hands] == [rules.hand_size] * rules.players
    assert Counter(c for h in hands for c in h) == Counter(rules.deck)


@settings(max_examples=150, deadline=None)
@given(rules=rules_st, seed=seeds)
def test_cards_are_conserved_at_every_step(rules, seed):
    """hands + table + kept + discards == deck after every move of a random deal, and the deal ends."""
    game = Game(rules, seed=seed)
    rng = random.Random(seed)
    deck = Counter(rules.deck)
    bot = RandomBot()
    for _ in range(4 * rules.players * len(rules.deck)):
        total = Counter(game.discards) + _table(game)
        for hand, kept in zip(game.hands, game.kept):
            total.update(hand)
            total.update(kept)
        assert total == deck
        if game.is_over():
            break
        game.push(bot.choose(game, game.to_move, rng))
    assert game.is_over()  # every game ends within a bounded number of moves


@settings(max_examples=150, deadline=None)
@given(seed=seeds, keep_trick=st.booleans())
def test_learning_keeps_one_hand_size(seed, keep_trick):
    """Learning convention, equal hands, no declarations: kept cards add up to one hand size (8),
    or to the whole deck when the winner keeps the whole trick."""
    rules = Rules.learning(keep="trick") if keep_trick else Rules.learning()
    game = Game(rules, seed=seed)
    result = game.play_out([RandomBot()] * 4, seed=seed)
    assert sum(result.kept) == (32 if keep_trick else 8)
    assert sum(result.scores) == 0


@given(st.lists(st.integers(min_value=0, max_value=32), min_size=1, max_size=6))
def test_settlement_sums_to_zero(kept):
    """Pairwise settlement always sums to zero and keeps the order of the kept counts."""
    scores = settle(kept)
    assert sum(scores) == 0
    for a, b in zip(kept, scores):
        for c, d in zip(kept, scores):
            assert (a > c) == (b > d)
    places = ranking(scores)
    assert places == ranking(kept)
    assert min(places) == 1


@given(cards_st)
def test_card_round_trips(card):
    """Card.parse(str(c)) == c and eval(repr(c)) == c for every card."""
    assert Card.parse(str(card)) == card
    assert eval(repr(card)) == card  # noqa: S307


@given(st.lists(cards_st, max_size=12))
def test_hand_round_trips(cards):
    """A Hand prints as codes that parse back to the same multiset, and its repr evaluates back."""
    hand = Hand(cards)
    assert parse_cards(str(hand)) == hand
    assert eval(repr(hand)) == hand  # noqa: S307
    assert Counter(hand) == Counter(cards)
    if cards:
        assert parse_cards(", ".join(c.name_vi for c in cards)) == hand
        assert parse_cards(", ".join(c.name_en for c in cards)) == hand


@given(st.lists(cards_st, min_size=1, max_size=5))
def test_play_round_trips(cards):
    """A valid play evaluates back from its repr; an invalid one raises a TamCucError."""
    if is_play(cards):
        play = Play(cards)
        assert eval(repr(play)) == play  # noqa: S307
    else:
        try:
            Play(cards)
        except TamCucError:
            pass
        else:
            raise AssertionError(f"{cards} accepted as a play")


@given(st.text())
def test_parsing_random_text_raises_only_tamcuc_errors(text):
    """Any text either parses or raises a TamCucError subclass, never another exception type."""
    for parse in (Card.parse, parse_cards, as_cards, Hand, Play, Rules.preset):
        try:
            parse(text)
        except TamCucError:
            pass


@given(st.text(alphabet="KAERCHPkaerchp ,", max_size=12))
def test_parsing_code_like_text_raises_only_tamcuc_errors(text):
    """Text made of codes, spaces and commas either parses or raises a TamCucError."""
    for parse in (Card.parse, parse_cards, Play):
        try:
            parse(text)
        except TamCucError:
            pass


@given(st.lists(cards_st, max_size=8), st.integers(min_value=1, max_value=3))
def test_lays_are_the_distinct_multisets(cards, k):
    """The engine's lays (plays.lay_ways, what Game.legal_plays offers a follower) are each distinct
    k-card multiset of the hand exactly once; plays.lays is the same, strongest first."""
    hand = Hand(cards)
    found = lay_ways(hand, k)
    assert len(found) == len(set(found))
    for lay in found:
        assert len(lay) == k and not Counter(lay) - Counter(cards)
    every = {Hand(c) for c in combinations(hand, k)}
    assert set(found) == every
    assert sorted(lays(cards, k), key=str) == sorted(found, key=str)


@given(st.lists(cards_st, max_size=10), st.integers(min_value=1, max_value=5))
def test_the_move_generator_finds_every_play_once(cards, size):
    """plays.plays_of_size (the engine's one move generator) lists every valid play of ``size`` cards
    the hand holds, each once; plays_in is the same plays, strongest first."""
    hand = Hand(cards)
    found = plays_of_size(hand, size)
    expected = [p for p in ALL_PLAYS if p.size == size and not Counter(p.cards) - Counter(hand)]
    assert len(found) == len(set(found))
    assert set(found) == set(expected)
    if found:
        assert plays_in(cards, found[0].kind) == sorted(found, key=lambda p: -p.strength)


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=10**6))
def test_the_game_leads_and_lays_from_the_move_generator(seed):
    """Game.legal_plays offers exactly the plays of plays_of_size (lead, outside the first trick's ban)
    and the ways of lay_ways (lay): the property tests above check what the engine uses."""
    game = Game(Rules.learning(), seed=seed)
    rng = random.Random(seed)
    while not game.is_over():
        moves = game.legal_plays()
        hand = game.hand(game.to_move)
        if game.phase == "lead":
            assert [m.cards for m in moves] == [p.cards for size in game.rules.calls for p in plays_of_size(hand, size)]
        elif game.phase == "lay" and len(hand) > game.call:
            assert [m.cards for m in moves] == lay_ways(hand, game.call)
        game.push(moves[rng.randrange(len(moves))])


@given(st.lists(st.sampled_from([None] + [Card.parse(c) for c in "pPhHcCrReE"]), min_size=1, max_size=3), cards_st)
def test_trick_winner_is_the_best_single(followers, lead):
    """For singles outside the first trick the winner is the strongest shown card, earliest on ties."""
    plays = [lead] + followers
    shown = [(i, c) for i, c in enumerate(plays) if c is not None]
    best = max(c.strength for _, c in shown)
    expected = min(i for i, c in shown if c.strength == best)
    assert trick_winner([None if c is None else [c] for c in plays]) == expected


@settings(max_examples=100, deadline=None)
@given(rules=rules_st, seed=seeds)
def test_a_show_that_cannot_win_never_wins(rules, seed):
    """At every reveal of a random deal, Game.show_cannot_win says exactly whether showing loses the trick: when it
    is True, the seat that shows does not win the trick; when False, showing and letting every later player fold
    wins it."""
    game = Game(rules, seed=seed)
    rng = random.Random(seed)
    bot = RandomBot()
    while not game.is_over():
        if game.phase == "reveal":
            seat, cards = game.to_move, game.legal_plays()[0].cards
            trial = game.copy()
            trial.push(Move(seat, "show", cards))
            while trial.phase == "reveal" and len(trial.history) == len(game.history):
                trial.push(Move(trial.to_move, "chui", trial.legal_plays()[1].cards))
            assert (trial.history[-1].winner != seat) == game.show_cannot_win()
        game.push(bot.choose(game, game.to_move, rng))
