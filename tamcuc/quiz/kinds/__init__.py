"""The question generators of the book's quizzes, one per kind, lessons 2 … 9, grouped by what they teach.

One module a lesson: :mod:`~tamcuc.quiz.kinds.cards` (2, the cards), :mod:`~tamcuc.quiz.kinds.ranks`
(3, colour and rank), :mod:`~tamcuc.quiz.kinds.plays` (4, pairs and triples), :mod:`~tamcuc.quiz.kinds.tricks`
(5, a trick), :mod:`~tamcuc.quiz.kinds.dealing` (6), :mod:`~tamcuc.quiz.kinds.ket` (7, kết and đè),
:mod:`~tamcuc.quiz.kinds.scoring` (8) and :mod:`~tamcuc.quiz.kinds.house_rules` (9); what they share
(the book's names, how cards and plays are written) is :mod:`~tamcuc.quiz.kinds.common`. The Tứ Sắc kinds
(lesson 13) are :mod:`tamcuc.tusac.quizzes`. Importing this package registers them all, in lesson order, in
the one registry, :data:`tamcuc.quiz.model.KINDS`.

Every generator is registered with :func:`~tamcuc.quiz.model.register` and is a
pure function of the ``random.Random`` it is given: the same seed gives the same
question, in every language. Every answer is computed by the engine (``deck()``, ``trick_winner``,
``resolve_trick``, ``choose_dealer``, ``settle``, ``ranking``, ``ket_outcome``,
``Rules``…), never typed in; explanations reuse the engine's reasons
(``why_beats``, ``why_not_a_play``, ``TrickResult.explain``, ``KetOutcome.describe``)
where it has them, without the engine's card codes.

How explanations are written (they are read by people, some of them children):

- cards are named (``the red chariot``, ``Xe đỏ``), never written as codes;
- the right answer's explanation carries the reasoning; a wrong answer's says
  what is wrong with *that* answer, so a reader who tries several choices does
  not read the same sentence again and again;
- players are the book's An, Bình, Chi and Dũng (seats 0 … 3), never "Player 0";
- every sentence is a message of the catalogue (:func:`tamcuc.i18n.t`), written in the
  question's ``lang``: English, or Vietnamese with the words players use (lượt, đôi,
  bộ ba, chui, kết, đè, tứ tử), not word for word.

A question carries the data needed to recompute its answer: the cards of the
prompt in ``Question.cards`` with ``captions`` (for a trick: ``"Chi (leads)"``,
then the followers in play order; a folded player's laid cards are a
:class:`~tamcuc.quiz.model.FaceDown` group captioned ``"Bình folds (chui)"``, and the
prompt names the folder too), and the numbers of the prompt in a fixed wording (``An kept 3``,
``3 players``, ``Bình draws``). The tests recompute every answer from that.

>>> from tamcuc.quiz import question
>>> q = question("card-beats", seed=0)
>>> q.grade(q.answer).correct
True
>>> question("card-beats", seed=0, lang="vi").prompt
'An gọi bài, Bình đi theo; mỗi người ra một quân như trong hình. Bài của ai thắng?'
"""

from . import cards, ranks, plays, tricks, dealing, ket, scoring, house_rules  # noqa: F401 (registers them, in this order)
