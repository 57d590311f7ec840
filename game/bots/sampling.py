"""Deals consistent with an observation: where might the unseen cards be?

Owns :func:`holders_of` (who may hold what: the other seats with their hand
sizes, and the hidden pile — the talon before it is taken up and in hand games
(R3.1), or the declarer's face-down discard (R3.2) — with the cards each of them
cannot hold because of shown voids and the duty to beat, R5.4) and
:class:`Sampler`, which draws complete deals **uniformly** among those
consistent with that: a counting table over the unseen cards and the remaining
capacities makes every draw exact, with no rejection. Weighting deals by how
well they explain the other players' choices is the caller's business
(``models.py``); so is the solving (``profi.py``).

A sample never moves a card the observer has seen: its own hand, every played
card, its own talon and discard, and the open hand of Bettler Ouvert stay
where they are.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.aces import ACES
from game.cards import FULL_DECK, cards_in

from .view import View

__all__ = ["Holders", "Deal", "holders_of", "Sampler"]

PILE = 3
"""Index of the hidden pile (talon or discard) among the holders."""


@dataclass(frozen=True, slots=True)
class Holders:
    """The places unseen cards can be: seats and the pile, with sizes and exclusions."""

    seat: int
    """The observer."""
    unknown: int
    """The unseen cards."""
    need: tuple[int, int, int, int]
    """How many unseen cards each seat (0..2) and the pile (3) hold; 0 for the observer."""
    forbid: tuple[int, int, int, int]
    """Cards each holder cannot hold."""
    fixed: tuple[int, int, int, int]
    """Cards known to be with each holder now (the observer's hand, the ouvert hand, …)."""
    pile_kind: str
    """"talon" (not taken up: before the exchange, hand games, ``hand:yes``), "discard"
    (another seat's, unseen) or "none" (no pile left to guess)."""


@dataclass(frozen=True, slots=True)
class Deal:
    """One complete guess: every seat's current cards and the hidden pile."""

    hands: tuple[int, int, int]
    pile: int


def holders_of(view: View, relax: bool = False) -> Holders:
    """Who may hold the unseen cards (``relax`` drops the R5.4 inferences, keeping voids).

    A card the observer has seen but whose place it no longer knows — in its own
    discard that a Nachgehen challenger took up (§9.8) — is unseen here, with every
    place but the taker's hand and the pile forbidden.
    """
    me = view.seat
    fixed = [0, 0, 0, 0]
    fixed[me] = view.hand
    if view.open_hand and view.declarer is not None:
        fixed[view.declarer] |= view.open_hand
    known = view.hand | view.played | view.open_hand
    d = view.declarer
    if view.aces_call == "four" and d is not None and d != me:  # §9.6: D holds the four aces
        fixed[d] |= ACES & ~view.played
        known |= ACES
    if view.discard is not None:  # the current discard, if this seat made it
        known |= view.discard
        fixed[PILE] = view.discard
    unknown = FULL_DECK & ~known
    need = [0, 0, 0, 0]
    for s in range(3):
        if s != me:
            need[s] = view.hand_sizes[s] - fixed[s].bit_count()
    pile = unknown.bit_count() - sum(need)
    assert pile in (0, 2), f"hidden pile of {pile} cards"
    need[PILE] = pile
    if not view.obs.get("discards"):
        kind = "talon"
    elif view.discard is not None:
        kind = "none"
    else:
        kind = "discard" if pile else "none"
    forbid = [0, 0, 0, 0]
    for s in range(3):
        if s != me:
            f = view.forbid[s]
            if relax:
                f = _voids_only(f)
            forbid[s] = f & unknown
    for taker, cards in view.taken_from_me:
        for s in range(3):
            if s != taker:
                forbid[s] |= cards & unknown
    if view.aces_call == "none" and d is not None and d != me:
        # §9.6: keine Asse — no ace among the declarer's hand and his own discard
        forbid[d] |= ACES & unknown
        discards = view.obs.get("discards") or []
        if discards and discards[-1]["seat"] == d:
            forbid[PILE] |= ACES & unknown
    return Holders(
        me,
        unknown,
        (need[0], need[1], need[2], need[3]),
        (forbid[0], forbid[1], forbid[2], forbid[3]),
        (fixed[0], fixed[1], fixed[2], fixed[3]),
        kind,
    )


def _voids_only(forbid: int) -> int:
    out = 0
    for suit in range(4):
        mask = 0xFF << (8 * suit)
        if forbid & mask == mask:
            out |= mask
    return out


class Sampler:
    """Uniform draws of the unseen cards over the holders of :func:`holders_of`.

    Raises ValueError on construction when no deal fits (an inconsistent
    observation); :meth:`for_view` then retries without the R5.4 inferences.
    """

    def __init__(self, holders: Holders, tilt: list[tuple[float, ...]] | None = None) -> None:
        self.holders = holders
        self.cards = list(cards_in(holders.unknown))
        slots = [h for h in range(4) if holders.need[h] > 0]
        self.slots = slots
        m = len(self.cards)
        # allowed[i]: which of the slots may take card i
        self.allowed = [
            tuple(j for j, h in enumerate(slots) if not holders.forbid[h] >> c & 1)
            for c in self.cards
        ]
        caps = tuple(holders.need[h] for h in slots)
        self.caps = caps
        self.tilt = tilt
        """Per unseen card (in ``cards`` order), a factor per slot: draws then follow
        P(deal) ∝ the product of the factors of the places chosen (None: uniform)."""
        # ways[i][state]: number (tilted: total factor) of completions from card i with
        # remaining capacities; state = capacities of all slots but the last (implied)
        self._ways: list[dict[tuple[int, ...], float]] = [{} for _ in range(m + 1)]
        self._ways[m][tuple(0 for _ in caps[:-1])] = 1
        if self.count() == 0:
            raise ValueError("no deal is consistent with the observation")

    @classmethod
    def for_view(cls, view: View) -> Sampler:
        try:
            return cls(holders_of(view))
        except ValueError:
            return cls(holders_of(view, relax=True))

    def _count(self, i: int, state: tuple[int, ...]) -> float:
        table = self._ways[i]
        got = table.get(state)
        if got is not None:
            return got
        m = len(self.cards)
        left = m - i
        last = left - sum(state)
        total: float = 0
        factors = self.tilt[i] if self.tilt is not None else None
        if last >= 0:
            for j in self.allowed[i]:
                if j < len(state):
                    if state[j] > 0:
                        nxt = state[:j] + (state[j] - 1,) + state[j + 1 :]
                        sub = self._count(i + 1, nxt)
                    else:
                        continue
                elif last > 0:
                    sub = self._count(i + 1, state)
                else:
                    continue
                total += sub * factors[j] if factors is not None else sub
        table[state] = total
        return total

    def count(self) -> float:
        """How many deals are consistent (all equally likely before any weighting); with a
        tilt, the total of their factors."""
        if not self.slots:
            return 1
        return self._count(0, self.caps[:-1])

    def factor(self, deal: Deal) -> float:
        """The tilt's factor of ``deal`` (its draw probability is this over :meth:`count`)."""
        if self.tilt is None:
            return 1.0
        places = (*deal.hands, deal.pile)
        f = 1.0
        for i, card in enumerate(self.cards):
            for j, h in enumerate(self.slots):
                if places[h] >> card & 1:
                    f *= self.tilt[i][j]
                    break
        return f

    def draw(self, rng: random.Random) -> Deal:
        """One deal, uniformly at random among the consistent ones."""
        h = self.holders
        got = [h.fixed[0], h.fixed[1], h.fixed[2], h.fixed[3]]
        if self.slots:
            state = self.caps[:-1]
            for i, card in enumerate(self.cards):
                options = []
                left = len(self.cards) - i
                last = left - sum(state)
                factors = self.tilt[i] if self.tilt is not None else None
                for j in self.allowed[i]:
                    f = factors[j] if factors is not None else 1
                    if j < len(state):
                        if state[j] > 0:
                            nxt = state[:j] + (state[j] - 1,) + state[j + 1 :]
                            options.append((f * self._count(i + 1, nxt), j, nxt))
                    elif last > 0:
                        options.append((f * self._count(i + 1, state), j, state))
                options = [o for o in options if o[0] > 0]
                pick = rng.random() * sum(w for w, _j, _s in options)
                chosen = options[-1]
                for option in options:
                    if pick < option[0]:
                        chosen = option
                        break
                    pick -= option[0]
                got[self.slots[chosen[1]]] |= 1 << card
                state = chosen[2]
        return Deal((got[0], got[1], got[2]), got[PILE])
