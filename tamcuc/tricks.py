"""One trick, resolved: who wins, and why, as a pure function.

RULES.md §6. The leader calls one, two or three cards and lays a play of that
size; every follower lays the same number. Then the plays are shown in order:
the leader's first; a follower either shows a play of the same kind or folds
(chui). The strongest play shown wins; of equal plays the earlier one wins
(``Rules.ties``). In the first trick of a deal a play holding a banned rank
counts as folded (``Rules.first_trick_ban``).

Engine convention (RULES.md §12.4; no source settles it): a leader whose hand holds no
allowed lead in the first trick (possible only after a declaration, or with a
3-player hand made only of banned ranks) leads anyway (``forced=True``). Under
``Rules.forced_lead="folds"`` (the default) that lead counts as folded like any
banned play: the best allowed play shown wins, and if no one shows one the trick
still goes to the leader. Under ``"plays"`` the forced lead counts as a normal play.

Each rule of a trick has one home here, a named function that
:class:`~tamcuc.game.Game`, :func:`resolve_trick` and the fast simulator
(:mod:`tamcuc.fast`) all call:

- :func:`lead_choices`: what the leader may lead (the first-trick ban, and the
  forced lead when nothing is allowed);
- :func:`must_fold`: a short lay, or laid cards that are no play of the called
  kind, fold without a choice;
- :func:`counts_as_folded`: a banned play in the first trick, and a forced lead
  under ``forced_lead="folds"``, cannot win;
- :func:`takes_lead`: which of two plays shown is ahead (``Rules.ties``);
- :func:`winner_keeps`: what the winner keeps (``Rules.keep``);
- :func:`face_up`: who sees which laid cards, in the trick and, through
  :func:`kept_face_up`, in the winner's kept pile.

>>> trick_winner(["r r", "C C", "R R", "h h"])   # RULES.md §10
2
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from . import checks
from .errors import IllegalPlayError, NotationError, RulesError, UsageError
from .errors import shown as _shown
from .i18n import resolve, t, tn
from .plays import KIND_OF_CALL, _VALID, Play, why_beats, why_not_a_play
from .cards import Hand, Rank
from .rules import BAN_SAYINGS, Rules
from .wording import DEFAULT_NAMES, capitalise, check_names, count_words, join, number_word, ordinal_word
from ._public import public_dir

__all__ = [
    "lead_choices", "may_lead", "must_fold", "counts_as_folded", "takes_lead", "keeps_whole_trick", "kept_lays",
    "winner_keeps", "kept_face_up", "TrickResult", "resolve_trick", "trick_winner", "ban_message", "FACE_UP",
    "face_up", "kind_of_call", "why_not_a_trick", "call_refusal",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

_DEFAULT_RULES = Rules()


# -- the rules of one trick, each in one place -------------------------------------------------


def lead_choices(plays: Sequence, rules: Rules, first_trick: bool) -> tuple:
    """Returns ``(choices, forced)``: the plays the leader may lead, and whether the lead is forced.

    ``plays`` are the plays the leader's hand can make (of the sizes
    ``rules.calls`` allows). In the first trick the plays holding a banned rank
    are left out; when that leaves nothing, every play may be led and the lead
    is *forced* (engine convention: see the module docstring).

    >>> from tamcuc.plays import Play
    >>> lead_choices([Play("K"), Play("E")], Rules(), first_trick=True)
    ([Play('E')], False)
    >>> lead_choices([Play("K")], Rules(), first_trick=True)
    ([Play('K')], True)
    """
    allowed = [p for p in plays if may_lead(p, rules, first_trick)]
    if allowed or not plays:
        return allowed, False
    return list(plays), True


def may_lead(play: Play, rules: Rules, first_trick: bool) -> bool:
    """Returns True when the first-trick ban lets ``play`` be led by choice (see :func:`lead_choices`)."""
    return not rules.is_banned(play.cards, first_trick)


def must_fold(cards, call: int) -> Optional[str]:
    """Returns why a follower's laid ``cards`` fold without a choice, or None when they may be shown.

    ``"short"``: fewer cards than the call (a hand that ran short lays them all);
    ``"no play"``: the cards are not a play of the called kind.

    >>> must_fold(Hand("R R"), 2), must_fold(Hand("R C"), 2), must_fold(Hand("R"), 2)
    (None, 'no play', 'short')
    """
    if len(cards) < call:
        return "short"
    play = _VALID.get(tuple(c.strength for c in cards))
    if play is None or play.kind is not KIND_OF_CALL[call]:
        return "no play"
    return None


def counts_as_folded(cards, rules: Rules, first_trick: bool, forced_lead: bool = False) -> bool:
    """Returns True when a play shown cannot win: it holds a rank banned in the first trick.

    A forced lead (``forced_lead=True``: the leader had no allowed lead) counts
    as folded only under ``Rules.forced_lead="folds"``.
    """
    if not rules.is_banned(cards, first_trick):
        return False
    return not forced_lead or rules.forced_lead == "folds"


def takes_lead(strength: int, best: Optional[int], rules: Rules) -> bool:
    """Returns True when a play of ``strength`` shown now beats the best play so far (``best``, None if none).

    Stronger wins; of equal plays the earlier stands, unless ``Rules.ties="later"``.
    """
    return best is None or strength > best or (strength == best and rules.ties == "later")


def keeps_whole_trick(rules: Rules) -> bool:
    """Returns True when the winner keeps every card of the trick, False when only their own (``Rules.keep``)."""
    return rules.keep == "trick"


def kept_lays(count: int, winner: int, rules: Rules) -> tuple:
    """Returns the places (in play order) of the lays the winner keeps: every lay of the ``count``
    under ``Rules.keep="trick"``, else only the winner's own (``winner`` is its place).

    >>> kept_lays(4, 2, Rules()), kept_lays(4, 2, Rules(keep="trick"))
    ((2,), (0, 1, 2, 3))
    """
    return tuple(range(count)) if keeps_whole_trick(rules) else (winner,)


def winner_keeps(laid: Sequence, winner: int, rules: Rules) -> tuple:
    """Returns ``(kept, discarded)``: the cards the winner keeps and those discarded (RULES.md §6.5).

    ``laid`` lists each player's laid cards in play order; ``winner`` indexes it.

    >>> winner_keeps([Hand("R"), Hand("c"), Hand("p")], 0, Rules())
    (Hand('R'), Hand('c p'))
    """
    every = Hand(c for cards in laid for c in cards)
    if keeps_whole_trick(rules):
        return every, Hand()
    own = laid[winner]
    kept = own if isinstance(own, Hand) else Hand(own)
    return kept, every - kept


def kept_face_up(order: Sequence, status: Sequence, winner: int, rules: Rules, viewer: Optional[int]) -> tuple:
    """Returns, for each lay the winner of a finished trick keeps (:func:`kept_lays`), whether
    ``viewer`` sees its cards face up in the winner's kept pile (``None``: the whole table).

    Kept cards lie as they were seen in the trick (:func:`face_up`): the lead and
    the plays shown face up, and, under ``Rules.keep="trick"``, the folded and
    short lays the winner takes stay face down for everyone but the player who
    laid them, the winner included.

    >>> kept_face_up((0, 1, 2), ("led", "chui", "shown"), 0, Rules(keep="trick"), viewer=2)
    ((0, True), (1, False), (2, True))
    """
    return tuple((j, face_up(status[j], order[j], viewer)) for j in kept_lays(len(order), winner, rules))


@dataclass(frozen=True)
class TrickResult:
    """The outcome of one trick.

    ``plays[i]`` is the play shown by the i-th player in play order (leader
    first), or ``None`` for a fold; ``winner`` is an index into ``plays``;
    ``banned`` holds the indexes whose play broke the first-trick ban (the
    leader's index 0 only after a forced lead).
    """

    plays: tuple
    winner: int
    banned: frozenset
    ties: str

    @property
    def winning_play(self) -> Play:
        """Returns the play that won."""
        return self.plays[self.winner]

    def explain(self, names: Optional[Sequence[str]] = None, folds: bool = True, lang: Optional[str] = None,
                together: bool = False) -> str:
        """Returns, in plain words, who won the trick and why (in ``lang``; default the current language).

        ``names`` labels the players in play order (default: the book's names,
        An, Bình, Chi, Dũng, the leader first); ``folds=False`` leaves out the
        sentences about folded players. ``together=True`` says each reason once:
        the plays beaten for the same reason in one sentence, and the players
        who folded in one sentence at the end.

        >>> print(resolve_trick(["r r", "C C", None]).explain())
        An wins with a pair of black chariots. Bình's pair of red cannons loses: a chariot outranks a cannon; rank comes first, and colour only settles equal ranks. Chi folded (chui).
        >>> print(resolve_trick(["r r", "C C", None]).explain(lang="vi"))
        An ăn lượt bằng đôi xe đen. Đôi pháo đỏ của Bình thua: xe lớn hơn pháo; xét tên quân trước, cùng tên mới xét đến màu. Chi chui.
        """
        lang = resolve(lang)
        names = check_names(names, len(self.plays)) if names is not None else list(DEFAULT_NAMES[: len(self.plays)])
        win = self.winning_play
        parts = [t("{name} wins with {play}.", lang, name=names[self.winner], play=win.phrase(lang))]
        if self.winner in self.banned:
            parts.append(t(
                "It holds a banned rank, but the leader had no allowed lead and no one "
                "showed an allowed play, so the trick goes to the leader.", lang
            ))
        beaten = {}  # with together=True: each reason a play lost for, to the places of the plays it beat
        for i, play in enumerate(self.plays if together else ()):
            if play is not None and i != self.winner and i not in self.banned and play.strength != win.strength:
                beaten.setdefault(why_beats(win, play, lang), []).append(i)
        sentences = []
        reasons = []
        noted = False  # the remark that rank comes first has been made
        for i, play in enumerate(self.plays):
            if i == self.winner:
                continue
            if play is None:
                continue  # the players who folded: one sentence at the end
            elif i in self.banned:
                reasons.append(t(
                    "{name} showed {play}, but a banned rank in the first trick counts as folded",
                    lang, name=names[i], play=play.phrase(lang),
                ))
            elif play.strength == win.strength:  # the winner played first ("earlier") or last ("later") of the equals
                if self.ties == "earlier":
                    reasons.append(t("{name} showed the same play as {winner}, who played first; of equal plays "
                                     "the earlier one wins", lang, name=names[i], winner=names[self.winner]))
                else:
                    reasons.append(t("{name} showed the same play as {winner}, who played later; of equal plays "
                                     "the later one wins", lang, name=names[i], winner=names[self.winner]))
            else:
                why = why_beats(win, play, lang)
                seats = beaten.get(why, [i])
                short = why_beats(win, play, lang, rank_note=False)
                if not together and why != short:  # "rank comes first" said once a trick, not once a loser
                    why, noted = (short if noted else why), True
                if len(seats) == 1:
                    reasons.append(t("{name}'s {play} loses: {why}", lang, name=names[i], play=play.name(lang),
                                     why=why))
                elif i == seats[0]:
                    # equal plays said once: "a black Xe–Pháo–Mã triple each from Dũng and Bình"
                    same: dict = {}
                    for j in seats:
                        same.setdefault(self.plays[j].name(lang), []).append(names[j])
                    plays = join([t("{name}'s {play}", lang, name=who[0], play=name) if len(who) == 1 else
                                  t("a {play} each from {names}", lang, play=name, names=join(who, lang=lang))
                                  for name, who in same.items()], lang=lang)
                    sentences.append(len(reasons))
                    reasons.append(t("{plays} lose: {reason}.", lang, plays=capitalise(plays), reason=why))
        if reasons:
            parts.append(" ".join(r if k in sentences else capitalise(r) + "." for k, r in enumerate(reasons)))
        text = " ".join(parts)
        folded = [names[i] for i, play in enumerate(self.plays) if play is None]
        if folds and len(folded) == 1:
            text += " " + t("{name} folded (chui).", lang, name=folded[0])
        elif folds and len(folded) == 2:  # "Chi and Dũng both folded", not "all"
            text += " " + t("{names} both folded (chui).", lang, names=join(folded, lang=lang))
        elif folds and folded:  # "Dũng, An và Bình đều chui.", not one sentence each
            text += " " + t("{names} all folded (chui).", lang, names=join(folded, lang=lang))
        return text

    def _repr_html_(self) -> str:
        """Draws the trick (from :mod:`tamcuc.draw`, wrapping on a phone) above its explanation, for notebooks."""
        from .draw import trick_html

        return trick_html(self, names=list(DEFAULT_NAMES[: len(self.plays)]))


def _player_words(i: int) -> str:
    """Returns the player at place ``i`` of the play order (leader 0) for an error, counted from 1
    and named as the book names them: ``Chi (the third to play)``, ``Chi (người ra bài thứ ba)``."""
    if i < len(DEFAULT_NAMES):
        return t("{name} (the {nth} to play)", name=DEFAULT_NAMES[i], nth=ordinal_word(i + 1))
    return t("the {nth} player to play", nth=ordinal_word(i + 1))


def resolve_trick(
    plays: Sequence, rules: Optional[Rules] = None, first_trick: bool = False, forced: bool = False
) -> TrickResult:
    """Returns the :class:`TrickResult` of a trick: who wins it, and which plays were banned.

    Parameters:

    - ``plays``: each player's cards in play order, leader first: text
      (``"R R"``), a list of cards, a :class:`Play`, or ``None`` for a fold
      (chui). The leader's cards must be a valid play of 1–3 cards that the
      first-trick ban allows; each other entry must be a play of the same kind,
      or ``None``. Example: ``["r r", "C C", None, "h h"]``.
    - ``rules``: a :class:`Rules`; left out (``None``), the default rules
      ``Rules()``. Example: ``Rules.preset("folk")``.
    - ``first_trick``: True for the deal's first trick, where the rules' ban
      applies (RULES.md §7.1). Example: ``first_trick=True``.
    - ``forced``: True when the leader had no allowed lead (see the module's
      convention): a banned lead is then accepted, and counts as folded or as a
      play as ``Rules.forced_lead`` says. Example: ``forced=True``.

    >>> result = resolve_trick(["r r", "C C", None, "h h"])
    >>> result.winner, result.banned
    (0, frozenset())
    >>> resolve_trick(["K"], first_trick=True).winner
    Traceback (most recent call last):
    ...
    tamcuc.errors.IllegalPlayError: the leader cannot lead red general (K) in the first trick: these rules ban Tướng, Sĩ there (cấm tướng, cấm sĩ, lấy tượng cầm đầu); the red elephant is the highest card allowed
    """
    if rules is None:
        rules = _DEFAULT_RULES
    if not isinstance(rules, Rules):
        raise RulesError(t("rules={rules}: give a Rules, such as Rules() or Rules.preset('folk')", rules=_shown(rules)))
    if isinstance(plays, (str, bytes, dict, Play)) or not isinstance(plays, Sequence):
        raise UsageError(t("plays={plays}: give a list of each player's cards in play order, such as ['R R', 'C C']",
                           plays=_shown(plays)))
    return _resolved(_checked_plays(plays, rules, first_trick, forced), rules, first_trick)


def why_not_a_trick(plays: Sequence, rules: Optional[Rules] = None, first_trick: bool = False,
                    names: Optional[Sequence[str]] = None, lang: Optional[str] = None) -> str:
    """Returns why :func:`resolve_trick` would refuse ``plays``, in words for a reader who sees the cards
    (the cards named, never their codes), or ``""`` when it would accept them.

    - ``plays``, ``rules``, ``first_trick``: as :func:`resolve_trick` takes them. Example: ``["R c H"]``.
    - ``names``: what to call the players, in play order (default: the book's names, An, Bình, Chi,
      Dũng). Example: ``["Lan", "Minh"]``.
    - ``lang``: the language (default: the current one). Example: ``"vi"``.

    The checks are :func:`resolve_trick`'s own, made once (a text the engine cannot read as cards
    still raises its :class:`~tamcuc.errors.NotationError`).

    >>> why_not_a_trick(["R c H"])
    "An's cards are not a play (Xe–Pháo–Mã must be all one colour, and here they are a red chariot, a black cannon and a red horse)"
    >>> why_not_a_trick(["R R", "C"], lang="vi")
    'Bình úp một quân (pháo đỏ), nhưng An gọi hai quân, nên ai cũng phải úp đủ hai quân, không thành đôi thì chui'
    >>> why_not_a_trick(["R R", "C C"])
    ''
    """
    from .i18n import language

    rules = _DEFAULT_RULES if rules is None else rules
    if not isinstance(rules, Rules) or isinstance(plays, (str, bytes, dict, Play)) or not isinstance(plays, Sequence):
        resolve_trick(plays, rules)  # raises resolve_trick's own refusal of the arguments
    names = list(DEFAULT_NAMES) if names is None else check_names(names, len(plays))
    with language(resolve(lang)):
        try:
            _checked_plays(plays, rules, first_trick, False, lambda i: names[i] if i < len(names) else _player_words(i))
        except IllegalPlayError as err:
            return str(err)
    return ""


def _checked_plays(plays: Sequence, rules: Rules, first_trick: bool, forced: bool, label=None) -> list:
    """Returns the plays shown in a trick (leader first, None for a fold) after :func:`resolve_trick`'s checks: the
    one place a trick's plays are checked (:func:`_resolved` then finds who wins and which plays are banned).

    ``label`` (place -> name) asks for a reader's reasons: the players named so, the cards in words, never
    their codes (:func:`why_not_a_trick`); without it the reasons name the players by place and show the codes.
    """
    if len(plays) < 1:
        raise IllegalPlayError(t("a trick needs at least the leader's play"))
    if len(plays) > rules.players:
        raise IllegalPlayError(t("{n} plays in one trick: each of the {players} players lays once",
                                 n=len(plays), players=rules.players))
    if plays[0] is None:
        raise IllegalPlayError(t("the leader cannot fold: the leader lays a play and shows it"))
    codes = label is None
    lead = _as_play(plays[0], t("the leader") if codes else label(0), codes)
    if lead.size not in rules.calls:
        raise IllegalPlayError(call_refusal(lead.size, rules, lead if codes else None))
    if rules.is_banned(lead.cards, first_trick) and not forced:
        raise IllegalPlayError(ban_message(lead, rules, t("the leader") if codes else label(0), codes=codes))
    shown = [lead]
    for i, item in enumerate(plays[1:], start=1):
        if item is None:
            shown.append(None)
            continue
        who = _player_words(i) if codes else label(i)
        play = _as_play(item, who, codes)
        if play.size != lead.size and not codes:  # too few or too many cards: say how many each lays
            fields = dict(who=who, count=count_words(play.size, "card"), play=play.phrase(), leader=label(0),
                          n=count_words(lead.size, "card"))
            if lead.size == 1:  # a single called: there is nothing to make, only one card to lay
                raise IllegalPlayError(t("{who} laid {count} ({play}), but {leader} called {n}, so each player lays "
                                         "exactly {n}", **fields))
            raise IllegalPlayError(t("{who} laid {count} ({play}), but {leader} called {n}, so each player lays {n} "
                                     "and folds (chui) them unless they make a {called}", called=lead.kind.word(),
                                     **fields))
        if play.kind is not lead.kind and not codes:
            raise IllegalPlayError(t("{who} showed {play} after a {called} was called: show a {called} or fold (chui)",
                                     who=who, play=play.phrase(), called=lead.kind.word()))
        if play.kind is not lead.kind:
            raise IllegalPlayError(t(
                "{who} showed {play} ({kind}) after a {called} was called: show a {called} or fold (chui)",
                who=who, play=play, kind=play.kind.word(), called=lead.kind.word(),
            ))
        shown.append(play)
    return shown


def call_refusal(n: int, rules: Rules, play: Optional[Play] = None, lang: Optional[str] = None) -> str:
    """Returns why a leader may not call ``n`` cards under ``rules`` (``Rules.calls``); ``play`` (the lead) is shown
    by its codes when given.

    >>> call_refusal(3, Rules(calls=(1, 2)))
    'the leader may call one or two cards under these rules, not three'
    >>> call_refusal(3, Rules(calls=(1, 2)), lang="vi")
    'theo luật này người gọi bài chỉ được gọi một hoặc hai quân, không được gọi ba quân'
    """
    if not isinstance(rules, Rules):
        raise RulesError(t("rules={rules}: give a Rules, such as Rules() or Rules.preset('folk')", rules=_shown(rules)))
    if checks.as_whole(n) is None:
        raise UsageError(t("n={n}: give the number of cards called, a whole number", n=_shown(n)))
    calls = join([number_word(c, lang) for c in rules.calls], "or", lang)  # small counts in words: "one or two"
    most = max(rules.calls)  # "one card" or "one or two cards"
    if play is None:
        return tn("the leader may call {calls} card under these rules, not {n}",
                  "the leader may call {calls} cards under these rules, not {n}", most, lang, calls=calls,
                  n=number_word(n, lang))
    return tn("the leader may call {calls} card under these rules, not {n} ({play})",
              "the leader may call {calls} cards under these rules, not {n} ({play})", most, lang, calls=calls,
              n=number_word(n, lang), play=play)


def _resolved(shown: Sequence, rules: Rules, first_trick: bool) -> TrickResult:
    """Returns the :class:`TrickResult` of plays already checked (:class:`Play` or None, the leader's first):
    :func:`resolve_trick`'s outcome, without its checks. The engine's path: a :class:`~tamcuc.game.Game` has
    checked every move of its trick already."""
    banned = set()
    best = None
    strength = None
    for i, play in enumerate(shown):
        if play is None:
            continue
        if counts_as_folded(play.cards, rules, first_trick, forced_lead=i == 0):
            banned.add(i)
            continue
        if takes_lead(play.strength, strength, rules):
            best, strength = i, play.strength
    return TrickResult(tuple(shown), 0 if best is None else best, frozenset(banned), rules.ties)


def trick_winner(
    plays: Sequence, rules: Optional[Rules] = None, first_trick: bool = False, forced: bool = False
) -> int:
    """Returns the index (in play order, leader 0) of the player who wins the trick.

    The arguments are :func:`resolve_trick`'s: ``plays`` (each player's cards in
    play order, leader first; ``None`` for a fold), ``rules`` (left out: the
    default rules ``Rules()``), ``first_trick`` (True in the deal's first trick,
    where the ban applies) and ``forced`` (True when the leader had no allowed lead).

    >>> trick_winner(["r r", "C C", "R R", "h h"])
    2
    >>> trick_winner(["P", "K"], rules=Rules(players=2))
    1
    >>> trick_winner(["E", "e"], first_trick=True)
    0
    """
    return resolve_trick(plays, rules, first_trick, forced).winner


def _as_play(item, who: str, codes: bool = True) -> Play:
    if isinstance(item, Play):
        return item
    try:
        cards = Hand(item)
    except NotationError:
        raise
    try:
        return Play(cards)
    except IllegalPlayError:
        if not codes:  # for a reader who sees the cards: named in words, not by their codes
            raise IllegalPlayError(t("{who}'s cards are not a play ({why})", who=who,
                                     why=why_not_a_play(cards, codes=False))) from None
        raise IllegalPlayError(t("{who} laid {cards}: {why}", who=who, cards=_shown(str(cards)),
                                 why=why_not_a_play(cards, codes=False))) from None  # the codes said once


def ban_message(play, rules: Rules, who: str = "", lang: Optional[str] = None, codes: bool = True) -> str:
    """Returns why ``play`` may not be led in the first trick, naming the ban and its highest allowed card.

    ``who`` (already in ``lang``) starts the sentence when given; ``codes=False``
    leaves out the play's codes after its name (for a reader who sees the cards).

    >>> ban_message("K", Rules(), "An", "vi")
    'An không được ra tướng đỏ ở lượt đầu: luật này cấm tướng và sĩ (cấm tướng, cấm sĩ, lấy tượng cầm đầu), nên tượng đỏ là quân lớn nhất được ra'
    """
    lang = resolve(lang)
    play = Play(play)
    ranks = sorted(rules.first_trick_ban, key=lambda r: r.value)
    # Vietnamese names the ranks in lower case mid-sentence and shows no card codes
    # (docs/vietnamese-style.md): "cấm tướng và sĩ", not "cấm Tướng, Sĩ … (K)".
    vi = lang == "vi"
    named = join([r.word(lang) for r in ranks], lang=lang) if vi else ", ".join(r.name_vi for r in ranks)
    saying = BAN_SAYINGS.get(rules.first_trick_ban)
    allowed = [c for c in rules.deck if c.rank not in rules.first_trick_ban]
    if allowed:
        top = t("the {card} is the highest card allowed", lang, card=max(allowed).name(lang))
    else:
        top = t("no card is allowed", lang)
    held_ranks = list(dict.fromkeys(c.rank for c in play.cards if c.rank in rules.first_trick_ban))
    held = join([r.word(lang) for r in held_ranks], lang=lang) if vi else ", ".join(r.name_vi for r in held_ranks)
    fields = dict(who=who, play=play.name(lang), code=f" ({play})" if codes and not vi else "", held=held, banned=named,
                  saying=saying, top=top)
    if len(play.cards) == 1:  # one card: "it holds a general" would say nothing new
        fields.pop("held")
        if who and saying:
            return t("{who} cannot lead {play}{code} in the first trick: these rules ban {banned} there ({saying}); "
                     "{top}", lang, **fields)
        if who:
            return t("{who} cannot lead {play}{code} in the first trick: these rules ban {banned} there; {top}", lang,
                     **fields)
        if saying:
            return t("cannot lead {play}{code} in the first trick: these rules ban {banned} there ({saying}); {top}",
                     lang, **fields)
        return t("cannot lead {play}{code} in the first trick: these rules ban {banned} there; {top}", lang, **fields)
    if who and saying:
        return t("{who} cannot lead {play}{code} in the first trick: it holds {held}, and these rules ban "
                 "{banned} there ({saying}); {top}", lang, **fields)
    if who:
        return t("{who} cannot lead {play}{code} in the first trick: it holds {held}, and these rules ban "
                 "{banned} there; {top}", lang, **fields)
    if saying:
        return t("cannot lead {play}{code} in the first trick: it holds {held}, and these rules ban "
                 "{banned} there ({saying}); {top}", lang, **fields)
    return t("cannot lead {play}{code} in the first trick: it holds {held}, and these rules ban "
             "{banned} there; {top}", lang, **fields)




FACE_UP = frozenset({"led", "shown"})
"""The statuses of laid cards that everyone sees once revealed (RULES.md §6.3)."""


def face_up(status: Optional[str], seat: int, viewer: Optional[int], revealed: bool = True) -> bool:
    """Returns True when ``viewer`` sees the cards ``seat`` laid in a trick (RULES.md §6.3, §12.6).

    Everyone lays face down; a player always sees their own cards. Once the
    trick is being revealed (``revealed``), the lead and every play shown are
    face up for all; folded cards (``"chui"``, ``"no play"``) and a short lay
    stay face down for everyone else, the trick's winner included.
    ``viewer=None`` asks what the whole table sees (an onlooker, a replay).

    >>> face_up("led", 0, 2, revealed=False), face_up("led", 0, 2), face_up("chui", 1, 1), face_up("chui", 1, 2)
    (False, True, True, False)
    """
    if viewer is not None and viewer == seat:
        return True
    return revealed and status in FACE_UP


def told(status: Optional[str], seat: int, viewer: Optional[int]) -> Optional[str]:
    """Returns the status of ``seat``'s lay as ``viewer`` knows it (RULES.md §6.3; ``None``: the whole table).

    A fold keeps the cards face down and hides what they were, so whether they made a play of the kind
    called (``"chui"``) or not (``"no play"``) only their owner knows: to everyone else both are a fold.

    >>> told("no play", 1, 1), told("no play", 1, 2), told("no play", 1, None), told("shown", 1, 2)
    ('no play', 'chui', 'chui', 'shown')
    """
    if status == "no play" and (viewer is None or viewer != seat):
        return "chui"
    return status


def kind_of_call(call: int):
    """Returns the kind of play a call of ``call`` cards asks for."""
    try:
        return KIND_OF_CALL[call]
    except (KeyError, TypeError):
        raise IllegalPlayError(t("a leader calls one, two or three cards, not {call}", call=_shown(call))) from None
