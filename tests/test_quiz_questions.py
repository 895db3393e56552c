"""Tests of the quiz question generators (tamcuc/quiz/kinds/, one module a lesson).

Every kind is built for seeds 0 … 199, and the correct choice is checked against
the engine's answer recomputed here from the question's own data (its cards,
captions and the numbers of its prompt), never taken from the generator.
"""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from tamcuc.cards import Card, Colour, Hand, Rank, deck
from tamcuc.dealing import choose_dealer
from tamcuc.errors import IllegalPlayError
from tamcuc.plays import Kind, Play, is_play
from tamcuc.quiz import questions as Q
from tamcuc.quiz.model import KINDS, FaceDown, Feedback, question
from tamcuc.rules import REMOVALS, Rules
from tamcuc.scoring import ket_outcome, ranking, settle
from tamcuc.tricks import resolve_trick, trick_winner
from tamcuc.wording import plural

LESSONS = {
    "deck-count": 2, "folk-name": 2, "han": 2, "real-deck": 2,
    "card-beats": 3, "highest-card": 3,
    "is-pair": 4, "is-triple": 4, "play-beats": 4,
    "trick-winner": 5, "first-trick": 5,
    "hand-size": 6, "dealer": 6,
    "ket": 7,
    "settle": 8, "ranking": 8, "declaration": 8,
    "house-rule": 9,
}
SEEDS = range(200)
# The 3-player removals the sources agree on (RULES.md §4); the optional third is left out of quizzes.
TRADITIONAL = ("drop-two-soldiers", "drop-five")
ALL = [(k, s) for k in LESSONS for s in SEEDS]


def right(q):
    """Returns the correct choice of ``q``."""
    return q.choices[q.answer]


NAMES = ("An", "Bình", "Chi", "Dũng")  # the book's players, seats 0 … 3 (COMMON.md)
NAME = "(" + "|".join(NAMES) + ")"


def seat_of(text):
    """Returns the seat of the book name that ``text`` starts with."""
    return NAMES.index(re.match(NAME, text).group(1))


def plays_of_trick(q, players):
    """Returns (plays in play order with None for folds, seats in play order) read from a question.

    A fold is drawn as the leader's number of cards face down, captioned "… folds (chui)",
    and named in the prompt.
    """
    seats_shown = [seat_of(c) for c in q.captions]
    leader = next(seat_of(c) for c in q.captions if "(leads)" in c)
    by_seat = dict(zip(seats_shown, q.cards))
    seats = [(leader + i) % players for i in range(players)]
    assert seats_shown == seats, "every player of the trick is drawn, in play order"
    lead_size = len(by_seat[leader])
    for s, caption in zip(seats_shown, q.captions):
        if isinstance(by_seat[s], FaceDown):
            assert caption == f"{NAMES[s]} folds (chui)" and len(by_seat[s]) == lead_size
            assert NAMES[s] in q.prompt.split("Who")[0].split("What does")[0]
    return [None if isinstance(by_seat[s], FaceDown) else Play(by_seat[s]) for s in seats], seats


def signed(n):
    """Returns a score as the labels write it: +4, -4, 0."""
    return f"+{n}" if n > 0 else str(n)


def ordinal(p):
    """Returns 1st, 2nd, 3rd, 4th."""
    return f"{p}" + {1: "st", 2: "nd", 3: "rd"}.get(p, "th")


def players_in(prompt):
    """Returns the number of players a prompt names (``3 players``, ``Three players``, ``a 4-player game``)."""
    words = {"two": "2", "three": "3", "four": "4"}
    found = re.search(r"(\d|[Tt]wo|[Tt]hree|[Ff]our)[ -]players?", prompt).group(1).lower()
    return int(words.get(found, found))


# -- the engine's answer, recomputed from the question's data, one function per kind -----------------


def expect_deck_count(q):
    full = deck()
    if q.cards:
        hand = q.cards[0]
        if len(hand) == 1:
            n = Counter(full)[hand[0]]
        else:
            assert hand[0].rank is hand[1].rank and hand[0].colour is not hand[1].colour
            n = sum(1 for c in full if c.rank is hand[0].rank)
    elif "red cards" in q.prompt:
        n = sum(1 for c in full if c.colour is Colour.RED)
    elif "black cards" in q.prompt:
        n = sum(1 for c in full if c.colour is Colour.BLACK)
    elif "in all" in q.prompt:
        n = len(full)
    else:
        assert "different cards" in q.prompt
        n = len(set(full))
    return lambda c: c.label == str(n)


def expect_folk_name(q):
    name = re.search(r"“(.+?)”", q.prompt).group(1)
    card = Card.parse(name)
    return lambda c: c.cards == Hand([card])


def expect_han(q):
    m = re.search(r"Hán character (\S)\.", q.prompt)
    if m:
        rank = next(r for r in Rank if r.han == m.group(1))
        return lambda c: c.label == f"{rank.name_vi} ({rank.name_en})"
    name = re.search(r"\((\w+)\) card", q.prompt).group(1)
    rank = next(r for r in Rank if r.name_en == name)
    return lambda c: c.label == rank.han


def parse_deck(label):
    """Returns (total, colours, {rank: copies per colour}) from a real-deck label."""
    m = re.fullmatch(r"(\d+) cards in (\d+) colours?(?:, each colour)?: (.*)", label)
    per = {}
    for part in m.group(3).split(", "):
        n, name = part.split(" ", 1)
        per[next(r for r in Rank if r.name_vi == name)] = int(n)
    return int(m.group(1)), int(m.group(2)), per


def expect_real_deck(q):
    full = Counter(deck())
    colours = {c.colour for c in full}

    three = Counter(Rules.folk(3).deck)

    def is_real(c):
        total, k, per = parse_deck(c.label)
        return (total == sum(full.values()) and k == len(colours)
                and all(full[Card(r, col)] == per[r] for r in Rank for col in colours))

    def pair_of_generals(c):  # two generals of one colour make a pair: two colours, each with two or more
        total, k, per = parse_deck(c.label)
        return k == len(colours) and per[Rank.GENERAL] >= 2

    def is_three(c):
        total, k, per = parse_deck(c.label)
        return (total == sum(three.values()) and k == len(colours)
                and all(three[Card(r, col)] == per[r] for r in Rank for col in colours))

    def is_half(c):
        total, k, per = parse_deck(c.label)
        return k == 1 and all(full[Card(r, Colour.RED)] == per[r] for r in Rank)

    def no_tu_tu(c):
        total, k, per = parse_deck(c.label)
        return k == len(colours) and per[Rank.SOLDIER] < 4

    asks = {"full Tam Cúc deck": is_real, "pair of generals": pair_of_generals, "taken out": is_three,
            "half": is_half, "tứ tử": no_tu_tu}
    return next(test for words, test in asks.items() if words in q.prompt)


def expect_beats(q):
    w = trick_winner([Play(g) for g in q.cards])
    return lambda c: c.cards == q.cards[w] and c.label.startswith(NAMES[w] + "'s ")


def expect_highest(q):
    w = trick_winner([Play(g) for g in q.cards])
    assert q.cards[w][0].strength == max(g[0].strength for g in q.cards)
    return lambda c: c.cards == q.cards[w]


def expect_is_pair(q):
    cards = q.cards[0]
    valid = len(cards) == 2 and is_play(cards)
    return lambda c: c.label == (Q.PAIR if valid else Q.NOT_PAIR)


def expect_is_triple(q):
    cards = q.cards[0]
    if is_play(cards) and Play(cards).kind is Kind.TRIPLE:
        names = "–".join(c.rank.name_vi for c in cards)
        return lambda c: c.label != Q.NOT_TRIPLE and names in c.label
    return lambda c: c.label == Q.NOT_TRIPLE


def expect_trick_winner(q):
    plays, seats = plays_of_trick(q, 4)
    return lambda c: c.label == NAMES[seats[trick_winner(plays)]]


def expect_first_trick(q):
    n = players_in(q.prompt)
    rules = Rules.folk(n)
    if "May the leader lead" in q.prompt:
        banned = rules.is_banned(q.cards[0], first_trick=True)
        try:
            resolve_trick([q.cards[0]], rules, first_trick=True)
            raised = False
        except IllegalPlayError:
            raised = True
        assert raised == banned
        return lambda c: c.label == (Q.BANNED if banned else Q.MAY_LEAD)
    plays, seats = plays_of_trick(q, n)
    return lambda c: c.label == NAMES[seats[trick_winner(plays, rules, first_trick=True)]]


def expect_hand_size(q):
    m = re.search(r"each player holds (\d+)\. How many players", q.prompt)
    if m:
        size = int(m.group(1))
        found = {n for n in (2, 3, 4) for r in TRADITIONAL if Rules.folk(n, removal=r).hand_size == size}
        assert len(found) == 1
        (n,) = found
        return lambda c: c.label == str(n)
    n = players_in(q.prompt)
    removed = q.cards[0] if q.cards else Hand()
    assert len(removed) == 0 or n == 3
    dealt = len(deck()) - len(removed)
    if n == 3:
        removal = next(r for r in TRADITIONAL if Hand(Rules.folk(3, removal=r).removed_cards) == removed)
        assert len(Rules.folk(3, removal=removal).deck) == dealt
    n_expected = dealt if "in all" in q.prompt else dealt // n
    return lambda c: c.label == str(n_expected)


def expect_dealer(q):
    n = players_in(q.prompt)
    drawer = NAMES.index(re.search(NAME + r" draws", q.prompt).group(1))
    seat = choose_dealer(q.cards[0][0], drawer, n)
    return lambda c: c.label == NAMES[seat]


def expect_ket(q):
    rules = Rules.folk(4)
    plays, seats = plays_of_trick(q, 4)
    winner = seats[trick_winner(plays, rules)]
    outcome = ket_outcome(plays[0], seats[0], winner, rules)
    if outcome is None:
        label = Q.NO_KET
    elif outcome.beaten:
        label = f"đè: {NAMES[winner]} scores +{outcome.row.de_bonus}"
    else:
        label = f"kết succeeds: {NAMES[seats[0]]} scores +{outcome.row.bonus}"
    return lambda c: c.label == label


def kept_of(q):
    found = re.findall(NAME + r" kept (\d+|no cards)", q.prompt)
    assert [p for p, _ in found] == list(NAMES[:len(found)])
    return [0 if k == "no cards" else int(k) for _, k in found]


def expect_settle(q):
    kept = kept_of(q)
    assert sum(kept) == 8 and len(kept) == 4
    scores = settle(kept)
    m = re.search(r"What does " + NAME + " get", q.prompt)
    if m:
        return lambda c: c.label == signed(scores[NAMES.index(m.group(1))])
    return lambda c: c.label == ", ".join(signed(s) for s in scores)


def expect_ranking(q):
    places = ranking(kept_of(q))
    m = re.search(r"What place is " + NAME, q.prompt)
    if m:
        return lambda c: c.label == ordinal(places[NAMES.index(m.group(1))])
    return lambda c: c.label == ", ".join(ordinal(p) for p in places)


def expect_declaration(q):
    n = players_in(q.prompt)
    preset = re.search(r"(folk|the beginners') rules", q.prompt).group(1)
    if preset == "the beginners'":
        rules = Rules.learning()
    elif n == 3:
        rules = next(
            Rules.folk(3, removal=r) for r in TRADITIONAL
            if "without " + Q.cards_words(Rules.folk(3, removal=r).removed_cards) + "." in q.prompt
        )
    else:
        rules = Rules.folk(n)
    soldiers = q.cards[0]
    assert Counter(rules.deck)[soldiers[0]] >= len(soldiers)
    assert Play(soldiers).kind in (Kind.TU_TU, Kind.NGU_TU)
    effect = rules.declaration_effect(len(soldiers))
    return lambda c: c.label == Q.EFFECT_LABELS[effect]


def expect_house_rule(q):
    presets = {"folk": Rules.folk(4), "learning": Rules.learning()}
    assert presets["learning"].players == 4
    for field, (ask, words) in Q.HOUSE_RULES.items():
        for name, label in Q.PRESETS.items():
            if q.prompt == f"Four players, {label}: {ask}?":
                text = words[getattr(presets[name], field)]
                return lambda c: c.label == text[0].upper() + text[1:]
        for value, text in words.items():
            if q.prompt == f"Four players: {ask}? Which rules answer “{text}”?":
                having = [p for p, r in presets.items() if getattr(r, field) == value]
                key = "both" if len(having) == 2 else having[0] if having else "neither"
                return lambda c: c.label == Q.WHICH_LABELS[key]
    raise AssertionError(f"unknown house-rule prompt {q.prompt!r}")


EXPECT = {
    "deck-count": expect_deck_count, "folk-name": expect_folk_name, "han": expect_han,
    "real-deck": expect_real_deck, "card-beats": expect_beats, "highest-card": expect_highest,
    "is-pair": expect_is_pair, "is-triple": expect_is_triple, "play-beats": expect_beats,
    "trick-winner": expect_trick_winner, "first-trick": expect_first_trick, "hand-size": expect_hand_size,
    "dealer": expect_dealer, "ket": expect_ket, "settle": expect_settle, "ranking": expect_ranking,
    "declaration": expect_declaration, "house-rule": expect_house_rule,
}


# -- the tests -----------------------------------------------------------------------------------------


def test_every_kind_is_registered_with_its_lesson():
    """Each kind of the book is registered under its exact name, in its lesson, with a description."""
    for kind, lesson in LESSONS.items():
        assert kind in KINDS, kind
        assert KINDS[kind].lesson == lesson
        assert KINDS[kind].description


@pytest.mark.parametrize("kind", sorted(LESSONS))
def test_correct_choice_is_the_engines_answer(kind):
    """For seeds 0 … 199 exactly one choice is correct, and it is the answer the engine gives for the question's data."""
    for seed in SEEDS:
        q = question(kind, seed)
        assert sum(c.correct for c in q.choices) == 1
        matches = EXPECT[kind](q)
        assert [matches(c) for c in q.choices] == [c.correct for c in q.choices], (kind, seed, q.prompt)


@pytest.mark.parametrize("kind", sorted(LESSONS))
def test_choices_are_well_formed(kind):
    """Every question has 3–5 distinct choices (two for is-pair and the two-player beats kinds), each with its own
    non-empty explanation."""
    for seed in SEEDS:
        q = question(kind, seed)
        low = 2 if kind in ("is-pair", "card-beats", "play-beats") else 3
        assert low <= len(q.choices) <= 5, (kind, seed)
        assert len({c.label for c in q.choices}) == len(q.choices)
        good = right(q).explanation
        assert good.strip()
        for c in q.choices:
            assert c.label.strip() and c.explanation.strip()
            if not c.correct:
                assert c.explanation != good, (kind, seed, c.label)
        assert q.kind == kind and q.seed == seed and q.prompt.strip()
        assert not q.captions or len(q.captions) == len(q.cards)
        assert all(isinstance(g, (Hand, FaceDown)) and len(g) for g in q.cards)


@pytest.mark.parametrize("kind", ["folk-name", "card-beats", "highest-card", "play-beats"])
def test_card_choices_carry_their_cards(kind):
    """A choice that names a card or a play carries its cards, so the renderer can draw it."""
    for seed in range(50):
        q = question(kind, seed)
        for c in q.choices:
            assert isinstance(c.cards, Hand) and c.cards, (kind, seed, c.label)
            assert len(c.cards) in (1, 2, 3)


@pytest.mark.parametrize("kind", sorted(LESSONS))
def test_grading_returns_each_choices_explanation(kind):
    """Grading choice i returns whether it is right and that choice's own explanation."""
    for seed in range(20):
        q = question(kind, seed)
        for i, c in enumerate(q.choices):
            assert q.grade(i) == Feedback(c.correct, c.explanation)


@pytest.mark.parametrize("kind", sorted(LESSONS))
def test_same_seed_same_question_and_no_global_randomness(kind):
    """The same seed gives the same question, and generating one leaves the global random state alone."""
    for seed in range(30):
        state = random.getstate()
        a = question(kind, seed)
        assert random.getstate() == state
        random.seed(12345)
        b = question(kind, seed)
        assert a == b


# How many different prompts (text and cards) 50 seeds must give; fewer where the space is small:
# real-deck has five prompts and varies by its choices; hand-size has 5 deals × 2 questions + 4 reverse ones.
MIN_PROMPTS = {"real-deck": 5}


@pytest.mark.parametrize("kind", sorted(LESSONS))
def test_seeds_give_varied_questions(kind):
    """50 seeds give at least 10 different prompts (where the space allows) and 10 different questions."""
    qs = [question(kind, s) for s in range(50)]
    prompts = {(q.prompt, tuple(str(g) for g in q.cards)) for q in qs}
    assert len(prompts) >= MIN_PROMPTS.get(kind, 10), (kind, len(prompts))
    whole = {(q.prompt, tuple(str(g) for g in q.cards), frozenset(c.label for c in q.choices)) for q in qs}
    assert len(whole) >= 10
    answers = {right(q).label for q in qs}
    assert len(answers) >= (1 if kind == "real-deck" else 2)


def test_card_beats_favours_the_beginners_trap():
    """Most card-beats questions pit a higher black rank against a lower red one (rank beats colour)."""
    trap = 0
    for seed in range(100):
        a, b = (g[0] for g in question("card-beats", seed).cards)
        if a.rank is not b.rank and a.colour is not b.colour:
            hi, lo = (a, b) if a > b else (b, a)
            trap += hi.colour is Colour.BLACK
    assert trap >= 40


def test_tricks_shown_could_come_from_one_deck():
    """The plays shown in a trick question never use more copies of a card than the deck holds."""
    for kind in ("trick-winner", "first-trick", "ket"):
        for seed in SEEDS:
            q = question(kind, seed)
            if not q.captions or "(leads)" not in " ".join(q.captions):
                continue
            n = players_in(q.prompt)
            pool = Counter(Rules.folk(n).deck)
            used = Counter(c for g in q.cards if isinstance(g, Hand) for c in g)
            assert all(k <= pool[c] for c, k in used.items()), (kind, seed)


def test_trick_questions_have_folds_and_ties():
    """Trick-winner questions include one or two folds, and some include two equal plays (the earlier wins)."""
    ties = 0
    for seed in SEEDS:
        q = question("trick-winner", seed)
        assert len(q.cards) == 4 and 1 <= sum(isinstance(g, FaceDown) for g in q.cards) <= 2
        plays, _ = plays_of_trick(q, 4)
        shown = [p for p in plays if p is not None]
        ties += len(set(shown)) < len(shown)
    assert ties >= 5


def test_first_trick_covers_both_questions_and_the_ban():
    """first-trick asks both whether a lead is allowed (sometimes banned) and who wins when a follower is banned."""
    banned_leads = follower_trick = 0
    for seed in SEEDS:
        q = question("first-trick", seed)
        if "May the leader lead" in q.prompt:
            banned_leads += right(q).label == Q.BANNED
        else:
            follower_trick += 1
            plays, _ = plays_of_trick(q, players_in(q.prompt))
            result = resolve_trick(plays, Rules.folk(players_in(q.prompt)), first_trick=True)
            assert result.banned
    assert banned_leads >= 10 and follower_trick >= 10


def test_ket_covers_success_de_and_no_ket():
    """ket questions include a kết that wins, one that is beaten (đè), and a lead that is no kết."""
    kinds = Counter()
    for seed in SEEDS:
        label = right(question("ket", seed)).label
        kinds[label.split(":")[0]] += 1
    assert kinds["kết succeeds"] >= 10 and kinds["đè"] >= 10 and kinds["no kết"] >= 10


def test_is_triple_includes_the_near_misses():
    """is-triple shows valid triples and the near misses Sĩ–Tượng–Xe, Pháo–Mã–Tốt and mixed colours."""
    seen = set()
    for seed in SEEDS:
        cards = question("is-triple", seed).cards[0]
        ranks = tuple(c.rank for c in cards)
        mixed = len({c.colour for c in cards}) > 1
        seen.add((ranks, mixed))
    assert ((Rank.ADVISOR, Rank.ELEPHANT, Rank.CHARIOT), False) in seen
    assert ((Rank.CANNON, Rank.HORSE, Rank.SOLDIER), False) in seen
    assert ((Rank.CHARIOT, Rank.CANNON, Rank.HORSE), True) in seen
    assert ((Rank.GENERAL, Rank.ADVISOR, Rank.ELEPHANT), False) in seen


def test_engine_explanations_are_reused():
    """Explanations quote the engine's sentences (why_beats, why_not_a_play, TrickResult.explain) rather than retyping them."""
    from tamcuc.plays import why_beats, why_not_a_play

    q = question("card-beats", 0)
    a, b = (Play(g) for g in q.cards)
    win, lose = (a, b) if a.beats(b) else (b, a)
    assert why_beats(win, lose) in right(q).explanation.replace(why_beats(win, lose)[0].upper(), why_beats(win, lose)[0], 1)
    for seed in range(40):
        q = question("is-pair", seed)
        if right(q).label == Q.NOT_PAIR:
            reason = why_not_a_play(q.cards[0]).split(": ", 1)[1]
            assert reason[1:] in right(q).explanation
            break
    q = question("trick-winner", 0)
    plays, seats = plays_of_trick(q, 4)
    names = [NAMES[s] for s in seats]
    winner_sentence = resolve_trick(plays).explain(names).split(". ")[0]
    assert right(q).explanation.startswith(winner_sentence)


def test_worked_example_settlement_is_an_answer():
    """The learning convention's worked example (kept 3, 1, 4, 0 → +4, −4, +8, −8; source 001) is what settle gives."""
    # Source: the learning convention, [L] (RULES.md §10).
    assert ", ".join(signed(s) for s in settle([3, 1, 4, 0])) == "+4, -4, +8, -8"
    assert Q.numbers_label(settle([3, 1, 4, 0])) == "+4, -4, +8, -8"


# -- explanations written for people (issue 10) ------------------------------------------------------

CODE = "KAERCHPkaerchp"
# Card codes as the engine writes them: two or more one-letter codes in a row ("a e r", "R C H", "p p"),
# or one code standing alone in quotes, brackets or backticks ('r', (R), `R`).
CARD_CODES = re.compile(
    rf"(?<![\w-])[{CODE}](?:[ ,]+[{CODE}])+(?![\w-])"
    rf"|['‘“`(\[][{CODE}]['’”`)\]]"
)


def card_codes(text):
    """Returns the card codes found in ``text`` (empty when it names cards in words only)."""
    return CARD_CODES.findall(text)


def all_texts(q):
    """Returns every text a reader of ``q`` can meet: prompt, captions, labels and explanations."""
    return [q.prompt, *q.captions, *(c.label for c in q.choices), *(c.explanation for c in q.choices)]


def sentences(text):
    """Returns the sentences of ``text``."""
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]


def test_card_code_finder_finds_codes_and_spares_words():
    """The code finder catches what the issue quotes ('a e r', R C H) and leaves English and Vietnamese alone."""
    assert card_codes("'a e r' is not a triple") and card_codes("kết ba with R C H or r c h")
    assert card_codes("the pair (p p) loses") and card_codes("lead 'R' first")
    assert not card_codes("A pair of red chariots beats a pair of black cannons, e.g. in a trick.")
    assert not card_codes("Tượng hồng is the red elephant; a Sĩ–Tượng–Xe is not a triple.")


@pytest.mark.parametrize("kind", sorted(LESSONS))
def test_texts_name_cards_in_words_and_players_by_name(kind):
    """No prompt, caption, label or explanation shows a card code or says "Player 0": cards are named, players are An, Bình, Chi, Dũng."""
    for seed in SEEDS:
        q = question(kind, seed)
        for text in all_texts(q):
            assert not card_codes(text), (kind, seed, text)
            assert not re.search(r"\bPlayer \d", text), (kind, seed, text)
            assert "seats 0" not in text, (kind, seed, text)


def without_verdict(sentence):
    """Returns ``sentence`` without its leading verdict (``Right:``, ``No:``, ``Not quite.``), first letter lowered."""
    rest = re.sub(r"^(Right|No|Not quite|Wrong)\b[:!,.]?\s*", "", sentence)
    return rest[:1].lower() + rest[1:]


def test_without_verdict_finds_the_same_sentence_behind_a_verdict():
    """``Right: X.`` and ``No: X.`` and ``X.`` compare equal once the verdict is taken off; other sentences do not."""
    same = {without_verdict(s) for s in ("Right: The best way is a pair.", "No: the best way is a pair.",
                                         "The best way is a pair.")}
    assert same == {"the best way is a pair."}
    assert without_verdict("Nobody wins.") == "nobody wins."
    assert without_verdict("No: 3.") != without_verdict("No: 2.")


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_no_sentence_is_said_again(kind):
    """Within one explanation no sentence or reason comes twice; no sentence (its verdict set aside) is in three
    of a question's explanations, and no wrong choice repeats a sentence of the right one's: each says what is
    wrong with that choice. Every registered kind, the Tứ Sắc ones too."""
    for seed in SEEDS:
        q = question(kind, seed)
        seen = Counter()
        good = {without_verdict(s) for s in sentences(right(q).explanation)}
        wrongs = [c.explanation for c in q.choices if not c.correct]
        assert len(wrongs) == len(set(wrongs)), (kind, seed, wrongs)
        for c in q.choices:
            own = sentences(c.explanation)
            assert len(own) == len(set(own)), (kind, seed, c.explanation)
            reasons = re.findall(r"loses?: ([^.]+)\.", c.explanation)
            assert len(reasons) == len(set(reasons)), (kind, seed, c.explanation)
            bare = {without_verdict(s) for s in own}
            seen.update(bare)
            if not c.correct:
                assert not bare & good, (kind, seed, c.label, bare & good)
        again = [s for s, n in seen.items() if n >= 3]
        assert not again, (kind, seed, again)


@pytest.mark.parametrize("kind", sorted(LESSONS))
def test_explanations_are_not_engine_error_text(kind):
    """Explanations never quote the engine's error messages (``the leader cannot lead …``, ``… is not a pair: …`` with codes)."""
    for seed in SEEDS:
        q = question(kind, seed)
        for c in q.choices:
            assert "cannot lead" not in c.explanation and " is not a pair: " not in c.explanation, (kind, seed)
            assert "these rules ban" not in c.explanation, (kind, seed)


@pytest.mark.parametrize("kind", ["card-beats", "play-beats", "trick-winner", "first-trick", "ket"])
def test_no_trick_offers_a_tie(kind):
    """A trick never ends in a tie (the earlier of equal plays wins), so no choice offers one."""
    for seed in SEEDS:
        q = question(kind, seed)
        assert not any("tie" in c.label.split() or "neither" in c.label for c in q.choices), (kind, seed)


def test_equal_plays_are_asked_and_the_earlier_wins():
    """Some card-beats and play-beats questions show two equal plays; the leader's (An's) wins."""
    for kind in ("card-beats", "play-beats"):
        equal = [q for q in (question(kind, s) for s in SEEDS) if q.cards[0] == q.cards[1]]
        assert len(equal) >= 5, kind
        assert all(right(q).label.startswith("An's ") for q in equal)


def test_dealer_prompt_states_the_counting_convention():
    """The dealer quiz says how the bắt cái count runs (the drawer is Tướng, then the order of play)."""
    assert Rules.folk(4).bat_cai_offset == 0
    for seed in range(50):
        q = question("dealer", seed)
        assert Q.COUNT_RULE in q.prompt
        assert "The drawer counts as Tướng" in q.prompt


def test_real_deck_never_asks_for_the_tu_sac_deck():
    """Lesson 1 borrows "Which deck is which?" and does not give the Tứ Sắc deck (lesson 2 tells the two apart,
    lesson 13 teaches the game): no question asks for it, in either edition; it is offered beside the real deck
    whenever the real deck is asked for."""
    for seed in SEEDS:
        asks_real = "full Tam Cúc deck" in question("real-deck", seed).prompt
        for lang in ("en", "vi"):
            q = question("real-deck", seed, lang=lang)
            assert "Tứ Sắc" not in q.prompt and not right(q).label.startswith("112 "), (lang, seed, q.prompt)
            if asks_real:
                assert any(c.label.startswith("112 ") for c in q.choices), (lang, seed)


def test_a_made_up_deck_is_told_every_count_it_gets_wrong():
    """Choosing a made-up deck (two generals a colour, generals and advisors swapped, too few soldiers) says what
    is wrong with that deck: every piece whose count differs from the real deck's, with both counts, and no
    other piece, in English and in Vietnamese."""
    full = Counter(deck())
    real = {r: full[Card(r, Colour.RED)] for r in Rank}
    left = Counter(Rules.folk(3).deck)
    three = {r: left[Card(r, Colour.RED)] for r in Rank}
    told = set()
    for seed in SEEDS:
        en, vi = question("real-deck", seed), question("real-deck", seed, lang="vi")
        for c, c_vi in zip(en.choices, vi.choices):
            total, colours, per = parse_deck(c.label)
            if c.correct or colours != 2 or per in (real, three):
                continue
            wrong = tuple(r for r in Rank if per[r] != real[r])
            told.add(wrong)
            assert [f"({r.name_vi})" in c.explanation for r in Rank] == [r in wrong for r in Rank], c.explanation
            for r in wrong:
                assert f"{per[r]} {plural(r.name_en, per[r])} ({r.name_vi})" in c.explanation, (seed, c.explanation)
                assert f"{real[r]} {plural(r.name_en, real[r])}" in c.explanation, (seed, c.explanation)
                assert f"{per[r]} {r.name_vi.lower()}" in c_vi.explanation, (seed, c_vi.explanation)
                assert f"{real[r]} {r.name_vi.lower()}" in c_vi.explanation, (seed, c_vi.explanation)
    assert told == {(Rank.GENERAL, Rank.SOLDIER), (Rank.GENERAL, Rank.ADVISOR), (Rank.SOLDIER,)}


def test_removals_are_the_traditional_ones():
    """Hand-size, deck-count and declaration questions use the traditional 3-player removals, both of them."""
    third = Hand(Rules.folk(3, removal="drop-five-advisors").removed_cards)
    assert set(TRADITIONAL) < set(REMOVALS)
    shown = set()
    for kind in ("hand-size", "deck-count", "declaration", "real-deck"):
        for seed in SEEDS:
            q = question(kind, seed)
            assert third not in q.cards, (kind, seed)
            for r in TRADITIONAL:
                removed = Rules.folk(3, removal=r).removed_cards
                if Hand(removed) in q.cards or Q.cards_words(removed) in " ".join(all_texts(q)):
                    shown.add(r)
    assert shown == set(TRADITIONAL)


def test_house_rule_questions_ask_about_the_game():
    """House-rule questions are about the game in words: no field names, no `=`, no Python values."""
    fields = set(Rules.__dataclass_fields__)
    for seed in SEEDS:
        q = question("house-rule", seed)
        for text in all_texts(q):
            assert not (set(re.findall(r"[a-z_]+", text)) & {f for f in fields if "_" in f}), (seed, text)
            assert "=" not in text and "Rules." not in text and "preset(" not in text, (seed, text)
            assert "frozenset" not in text and "'" not in text.replace("beginners'", "").replace("book's", ""), (seed, text)


def test_house_rules_asks_the_issues_example():
    """The issue's example is among the questions: in the beginners' rules, what happens with five soldiers?"""
    prompts = {question("house-rule", s).prompt for s in SEEDS}
    assert any(p.startswith("Four players, the beginners' rules: what happens when a player shows all five soldiers")
               for p in prompts)


def test_house_rules_and_declarations_state_the_table_their_answer_is_true_for():
    """Every house-rules and declaration prompt names the number of players, and its keyed answer is what the rules
    say for that many (four soldiers take the lead with 3 players, not with 4: RULES.md §7)."""
    for seed in SEEDS:
        for kind in ("house-rule", "declaration"):
            q = question(kind, seed)
            n = players_in(q.prompt)
            if kind == "house-rule":
                assert n == 4 and Rules.preset("folk").players == n, (seed, q.prompt)
    keyed = {right(question("house-rule", s)).label for s in SEEDS
             if question("house-rule", s).prompt.startswith("Four players, the folk rules: what happens when a player "
                                                            "shows four soldiers")}
    assert keyed == {Q.HOUSE_RULES["tu_tu"][1][Rules.folk(4).tu_tu][0].upper()
                     + Q.HOUSE_RULES["tu_tu"][1][Rules.folk(4).tu_tu][1:]}
    assert Rules.folk(3).tu_tu != Rules.folk(4).tu_tu  # why the player count must be said


def test_highest_card_says_one_reason_and_at_most_one_colour_remark():
    """The right answer of a highest-card question gives one reason (the highest rank) and the colour rule at most
    once; no explanation nests brackets."""
    for seed in SEEDS:
        q = question("highest-card", seed)
        good = right(q).explanation
        assert good.count("outranks") == 1, (seed, good)
        assert good.count("colour only settles") + good.count("red beats black") <= 1, (seed, good)
        for c in q.choices:
            assert not re.search(r"\([^)]*\(", c.explanation), (seed, c.explanation)


def test_ranking_says_which_places_a_tie_skips():
    """A ranking explanation names the tied players and the place nobody gets: "Chi and Dũng tie for 3rd, so nobody
    is 4th"."""
    for seed in range(50):
        q = question("ranking", seed)
        places = ranking(kept_of(q))
        good = right(q).explanation
        for p in set(places):
            tied = [NAMES[i] for i, x in enumerate(places) if x == p]
            if len(tied) > 1:
                assert f"tie for {ordinal(p)}, so nobody is {ordinal(p + 1)}" in good, (seed, good)
                assert " and ".join(tied[-2:]) in good


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_no_sentence_stacks_colons(kind):
    """No sentence a reader meets has two colons in a row of clauses ("Not X: there, Y: Z"), nor says ": there, ",
    nor nests brackets ("(… (colour only settles equal ranks))")."""
    for seed in SEEDS:
        q = question(kind, seed)
        for text in [q.prompt, *(c.explanation for c in q.choices)]:
            assert ": there, " not in text, (kind, seed, text)
            assert not re.search(r"\([^)]*\(", text), (kind, seed, text)  # no nested brackets
            for sentence in sentences(text):
                assert without_verdict(sentence).count(": ") <= 1, (kind, seed, sentence)


def test_folded_players_cards_are_drawn_face_down():
    """In a trick question a folder's cards are a face-down group as big as the lead, captioned "… folds (chui)",
    in play order; the HTML draws them as card backs."""
    from tamcuc.quiz.render import quiz_html

    for kind in ("trick-winner", "ket"):
        for seed in range(40):
            q = question(kind, seed)
            downs = [(g, c) for g, c in zip(q.cards, q.captions) if isinstance(g, FaceDown)]
            for group, caption in downs:
                assert caption.endswith(" folds (chui)") and len(group) == len(q.cards[0])
                assert str(group) == f"{len(group)} card{'s' if len(group) > 1 else ''} face down"
    q = next(question("trick-winner", s) for s in SEEDS
             if any(isinstance(g, FaceDown) for g in question("trick-winner", s).cards))
    html = quiz_html([q])
    backs = sum(len(g) for g in q.cards if isinstance(g, FaceDown))
    assert html.count("folds (chui)</figcaption>") == sum(isinstance(g, FaceDown) for g in q.cards)
    from tamcuc.draw import back_svg
    from tamcuc.quiz.render import CARD_WIDTH

    assert html.count(back_svg(CARD_WIDTH)) >= backs


def test_every_kind_has_its_own_plain_title():
    """Each registered kind has a title, a plain question or phrase for readers, and no two kinds share one."""
    from tamcuc.quiz import title

    titles = [KINDS[k].title for k in KINDS]
    assert all(t and t == title(k) and not re.search(r"[a-z]+-[a-z]+-?", t.replace("first-trick", "")) for k, t in
               zip(KINDS, titles))
    assert len(set(titles)) == len(titles)
    assert title("card-beats") == "Which card wins?" and title("is-pair") == "Is it a pair?"


def test_every_wrong_folk_name_choice_names_its_card_at_the_table():
    """Each wrong choice of the folk-name quiz says what its card is called at the table, a piece word and a colour
    word the table uses (RULES.md §1: "tốt hồng" as well as "tốt thâm"), and that name reads back as that card."""
    from tamcuc.quiz import question

    named = set()
    for seed in range(60):
        q = question("folk-name", seed)
        for c in q.choices:
            if not c.correct:
                folk = re.search(r"called “(.+?)”", c.explanation).group(1)
                assert Hand([Card.parse(folk)]) == c.cards, (seed, c.explanation)
                named.add(folk)
    assert {"tốt hồng", "sĩ thâm"} <= named  # the two cards no question asks about are named too


def test_every_vietnamese_option_starts_with_a_capital():
    """In Vietnamese every answer option starts with a capital, as a textbook prints it ("Không phải là đôi",
    "Hạng 2"), whatever kind wrote it; the English keeps its own labels ("the red chariot")."""
    from tamcuc.quiz import KINDS, question

    for kind in KINDS:
        for seed in range(12):
            for c in question(kind, seed, lang="vi").choices:
                first = c.label[:1]
                assert first.upper() == first, (kind, seed, c.label)  # a Hán character has no case


def test_a_real_deck_chosen_wrongly_is_told_why_it_does_not_answer():
    """Asked which deck could give a pair of generals, or which could never give tứ tử, a wrong deck's explanation
    says its count of that piece and what follows (one general a colour: no pair; four soldiers or more a colour:
    tứ tử can be held), the real deck and the 3-player deck too, in both editions."""
    met = set()
    for seed in SEEDS:
        for lang, generals, soldiers in (("en", "nobody can hold a pair of generals", "can hold four of one colour"),
                                         ("vi", "không ai cầm được đôi tướng", "cầm được bốn tốt cùng màu")):
            q = question("real-deck", seed, lang=lang)
            en = question("real-deck", seed).prompt
            for c in q.choices:
                if c.correct:
                    continue
                if "pair of generals" in en:
                    met.add("generals")
                    assert generals in c.explanation, (seed, lang, c.label, c.explanation)
                elif "tứ tử" in en:
                    met.add("soldiers")
                    assert soldiers in c.explanation, (seed, lang, c.label, c.explanation)
    assert met == {"generals", "soldiers"}
