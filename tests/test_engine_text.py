"""The engine's sentences name cards in words: no explanation, summary or advice shows a card code.

Readers of the book do not read codes ("keeps R R", "lay e"); the engine's
explain/describe/summary/advise texts say "two red chariots", "a black
elephant". The finder below is the quiz's (tests/test_quiz_questions.py), with
one addition: a single code standing alone ("lay e", "keeps R."), except the
English article "a"/"A" before a word.
"""

import random
import re

import pytest

from tamcuc import wording
from tamcuc.bots import RandomBot, RuleBot
from tamcuc.cards import Hand
from tamcuc.game import Game, Move
from tamcuc.plays import ALL_PLAYS, why_beats
from tamcuc.rules import Rules
from tamcuc.sampling import SamplingBot
from tamcuc.tricks import resolve_trick

CODE = "KAERCHPkaerchp"
CARD_CODES = re.compile(
    rf"(?<![\w-])[{CODE}](?:[ ,]+[{CODE}])+(?![\w-])"  # two or more codes in a row: "R R", "a e r"
    rf"|['‘“`(\[][{CODE}]['’”`)\]]"  # one code in quotes or brackets: 'r', (R)
    rf"|(?<![\w'’-])(?:[KERCHPkerchp]|[aA](?=[.,;:]|$))(?![\w'’-]|\.\w)"  # one code alone: "lay e", "keeps R."
)


def card_codes(text):
    """Returns the card codes found in ``text`` (empty when it names cards in words only)."""
    return CARD_CODES.findall(text)


def test_finder_finds_codes_and_spares_words():
    """The finder catches "keeps R R", "lay e" and "keeps a." and leaves English (articles, e.g.) alone."""
    assert card_codes("Chi keeps R R and leads next.") and card_codes("(lay e, +0.25)")
    assert card_codes("An keeps a.") and card_codes("swap p for c")
    assert not card_codes("A pair of red chariots beats a pair of black cannons, e.g. in a trick.")
    assert not card_codes("Chi keeps two red chariots and leads next. An: kept 8 cards, score +2.")
    assert not card_codes("Tượng hồng is the red elephant; a Sĩ–Tượng–Xe is not a triple.")


RULE_SETS = [Rules.folk(players=4), Rules.learning(), Rules.folk(players=3), Rules.folk(players=2),
             Rules.folk(keep="trick", ties="later", scoring="pairwise")]


def _texts_of_game(rules, seed):
    """Plays one seeded deal with RuleBots and RandomBots; returns every text the engine writes about it."""
    game = Game(rules, seed=seed)
    bots = [RuleBot() if p % 2 else RandomBot() for p in range(rules.players)]
    rng = random.Random(seed)
    texts = []
    while not game.is_over():
        p = game.to_move
        move = bots[p].choose(game, p, rng)
        texts += [move.describe(), move.instruction()]
        game.push(move)
    result = game.result()
    texts += [record.explain() for record in game.history]
    texts += [record.result.explain() for record in game.history]
    texts += [d.describe() for d in game.declarations]
    texts.append(result.summary())
    if result.ket is not None:
        texts.append(result.ket.describe())
    return texts


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: f"{r.players}p")
def test_seeded_games_name_cards_in_words(rules):
    """Over seeded deals, no trick explanation, move description, declaration, kết or summary shows a card code."""
    for seed in range(25):
        for text in _texts_of_game(rules, seed):
            assert not card_codes(text), (seed, text)
            assert not re.search(r"\bPlayer \d", text), (seed, text)


def test_advice_names_cards_in_words():
    """SamplingBot.advise gives its reason, and the runner-up move, in words."""
    seen = 0
    for seed in range(12):
        game = Game(Rules(), seed=seed)
        rng = random.Random(seed)
        while not game.is_over() and seen < 6:
            if len(game.legal_plays()) > 1:
                move, why = SamplingBot(2).advise(game, game.to_move, rng)
                assert not card_codes(why), (seed, why)
                assert not card_codes(move.instruction()), (seed, move)
                seen += 1
            game.push(RandomBot().choose(game, game.to_move, rng))
        if seen >= 6:
            break
    assert seen == 6


def test_every_move_kind_has_an_instruction_in_words():
    """Move.instruction names the cards of every kind of move, as advice to the player who holds them."""
    assert Move(1, "lay", Hand("e")).instruction() == "lay a black elephant"
    assert Move(0, "lead", Hand("R R")).instruction() == "call two (đôi cây) and lead a pair of red chariots"
    assert Move(2, "show", Hand("C")).instruction() == "show a red cannon"
    assert Move(2, "chui", Hand("C C")).instruction() == "fold (chui), keeping two red cannons face down"
    assert Move(0, "pass", Hand()).instruction() == "not declare"
    swap = Move(0, "di_dem", Hand("p"), partner=2, partner_cards=Hand("c"))
    assert swap.instruction() == "swap a black soldier with Chi for a black cannon, face down (đi đêm)"
    assert swap.describe().endswith("face down (đi đêm): a black soldier for a black cannon")


def test_trick_results_and_reasons_name_cards_in_words():
    """Every trick result's explanation and every why_beats reason is free of card codes."""
    assert not card_codes(resolve_trick(["r r", "C C", None]).explain())
    for a in ALL_PLAYS:
        for b in ALL_PLAYS:
            if a.kind is b.kind:
                assert not card_codes(why_beats(a, b)), (a, b)


def test_cards_phrase_counts_equal_cards():
    """wording.cards_phrase names cards with counts in words, in hand order."""
    assert wording.cards_phrase(Hand("R R")) == "two red chariots"
    assert wording.cards_phrase(Hand("P P P P")) == "four red soldiers"
    assert wording.cards_phrase(Hand("K e")) == "a red general and a black elephant"


def test_a_refused_trick_is_said_with_cards_in_words():
    """tricks.why_not_a_trick (what the explorables say of a trick the rules refuse) shows no card code, in either
    language, for random leads and follows that are no play, of the wrong kind, too long or banned; and it says
    nothing of a trick resolve_trick accepts."""
    from tamcuc.errors import TamCucError
    from tamcuc.tricks import why_not_a_trick

    rng = random.Random(23)
    deck = list(Rules().deck)
    refused = 0
    for _ in range(300):
        sizes = [rng.choice((1, 2, 3, 4)), rng.choice((1, 2, 3))]
        cards = rng.sample(deck, sum(sizes))
        plays = [Hand(cards[:sizes[0]]), Hand(cards[sizes[0]:]), None]
        first = rng.random() < 0.5
        for lang in ("en", "vi"):
            said = why_not_a_trick(plays, Rules(calls=(1, 2, 3)), first, lang=lang)
            assert not card_codes(said), said
        try:
            resolve_trick(plays, first_trick=first)
        except TamCucError:
            refused += 1
            assert said
        else:
            assert said == ""
    assert refused > 150
