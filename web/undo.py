"""Taking back the player's last action: how far back, and when it is no longer allowed.

Owns the undo rule of the page. A deal is its record (seed plus actions), so undo means
keeping the actions before the player's last one and replaying them (style.md §3.4); the
opponents' moves after it are dropped and, being seeded by match, deal and ply, they are
recomputed identically if the player repeats his action. Does not own the replay itself
(``session.Session.undo``) or any text (``labels``: ``undo:<reason>``).

The limits keep undo a cure for misclicks, not a way to peek:

- never once the deal is over (the result and all hands are shown);
- a card only while its trick is still on the table (the trick in progress, or the trick
  just completed before anyone leads again);
- a bid or call of the auction only while the auction is still going: once it is over the
  contract stands (and the declarer has seen the talon);
- any other decision (Geschäft suit, discard, announcement, defence) only until the first
  card of the play has been played;
- never once the Kontra calls on the game have begun (§9.3): a "Kontra" or "no Kontra" of
  another seat tells what the others think of it, so the player could not decide afresh
  (an announcement doubled, then taken back for a safer one);
- never a decision that showed the player hidden cards, or after which they were shown
  before any card was played: declining Hand takes up the talon (§9.7), Nachgehen may take
  up the discard (§9.8), and an ouvert declarer's hand is laid open as the play begins
  (R4.3, §9.4); undo would let him decide again knowing them;
- with friends at the table (``web.online``): never a move another human has answered,
  since he may have acted on it (only the bots' moves after it are undone).
"""

from __future__ import annotations

from game import State, observe
from game.actions import PHASE_OF_KIND

__all__ = ["REASONS", "undo_point", "phase_of_action"]

REASONS = (
    "over",
    "nothing",
    "auction_closed",
    "kontra",
    "seen",
    "cards_played",
    "trick_closed",
    "answered",
)
"""Why an undo is refused; the page shows the text ``undo:<reason>``."""

_BIDDING = ("auction", "naming")
_REVEALING = frozenset({"hand:no", "nachgehen:take"})
"""Decisions that put hidden cards into their maker's hand: the talon (§9.7) and the
discard (§9.8)."""


def phase_of_action(action: str) -> str:
    """The phase an action string belongs to (design.md §2's action table)."""
    return PHASE_OF_KIND.get(action.partition(":")[0], "")


def undo_point(state: State, seat: int, humans: frozenset[int] = frozenset()) -> int | str:
    """How many actions of the deal to keep to take back ``seat``'s last action, or why not.

    Returns the length of the kept history (``seat`` is to move after replaying it), or one
    of :data:`REASONS`. ``humans`` are the seats played by people: an action of another
    one after ``seat``'s last makes it ``answered``.

    >>> from game import apply, new_game
    >>> state = apply(new_game(7), "bid:1")   # seat 1 opens, seat 2 is to move
    >>> undo_point(state, 1), undo_point(state, 0)
    (0, 'nothing')
    >>> undo_point(apply(state, "pass"), 1, humans=frozenset({1, 2}))
    'answered'
    """
    if state.phase == "done":
        return "over"
    history = state.history
    mine = [i for i, (s, _action) in enumerate(history) if s == seat]
    if not mine:
        return "nothing"
    last = mine[-1]
    if any(s in humans and s != seat for s, _action in history[last + 1 :]):
        return "answered"
    phase = phase_of_action(history[last][1])
    if phase in _BIDDING and state.phase not in _BIDDING:
        return "auction_closed"
    if any(phase_of_action(a) == "kontra" for s, a in history[last + 1 :] if s != seat):
        return "kontra"
    if history[last][1] in _REVEALING:
        return "seen"
    plays_before = sum(1 for _s, a in history[:last] if a.startswith("play:"))
    plays_after = sum(1 for _s, a in history[last + 1 :] if a.startswith("play:"))
    if phase != "play":
        if plays_after:
            return "cards_played"
        # no card yet, so an open hand shown now was laid open after this decision
        shown = observe(state, seat)["open_hand"]
        return "seen" if shown is not None and shown["seat"] != seat else last
    size = len(state.players)
    trick = plays_before // size
    played = plays_before + 1 + plays_after
    on_table = played // size if played % size else played // size - 1
    return last if trick == on_table else "trick_closed"
