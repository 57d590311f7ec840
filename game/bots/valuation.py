"""A contract's value on a complete (sampled) deal, for Profi's decisions.

Owns what Profi's searches share beyond ``dd.py``'s exact answers: reading the
contract being played from an observation (``contract_of``: the engine's
``points.Contract`` under the table's ``Rules``), a contract a seat would declare
(``declaring``), the model of how the defenders will answer a trump game
(``defence_model``: the Fortgeschritten's rules of thumb, R4.1), the declarer's
points of a contract on one deal with that defence (``contract_points``), and the
few (game, discard) plans worth solving (``plan_candidates``). Both Profi's
regular decisions (``profi.py``) and its house-rule decisions
(``house_search.py``) use them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.aces import ACES
from game.contracts import is_trump_game
from game.kontra import kontra_game
from game.points import defender_status
from game.rules import Rules

from .bidding import ADVANCED, defence_call, invite_call
from .dd import Contract, Evaluator, best_split_points, trump_points
from .evaluate import discard_options, game_value
from .single_dummy import BETTLER_CHANCE, CALIBRATED, fixed_chance
from .view import View

__all__ = [
    "PARTNER_MODEL",
    "contract_of",
    "declaring",
    "defence_model",
    "contract_points",
    "statuses",
    "fixed_points_ahead",
    "plan_candidates",
]

PARTNER_MODEL = ADVANCED
"""How Profi expects the other players to decide defence and invitation."""


def contract_of(view: View, hands: tuple[int, int, int] | None = None) -> Contract:
    """The contract being played, as ``dd.py`` scores it (the engine's points under the
    table's rules). ``hands``, a sampled deal, settles what the view cannot know: whether
    the declarer's ten cards hold the four aces (§9.6)."""
    assert view.declarer is not None and view.game is not None
    d = view.declarer
    decisions = dict(view.decisions)
    status = ["play", "play", "play"]
    if is_trump_game(view.game):
        for s in range(3):
            if s != d:
                status[s] = defender_status(decisions.get(s), view.invitation)
    kontra = [False, False, False]
    for seat, call in view.kontras:
        kontra[seat] = call == "yes"
    ten = view.played_by[d] | (view.hand if d == view.seat else hands[d] if hands else 0)
    return Contract.of(
        d,
        view.game,
        (status[0], status[1], status[2]),
        bid=view.bid,
        rules=view.rules,
        pool=view.pool,
        hand=bool(view.hand_game),
        kontra=(kontra[0], kontra[1], kontra[2]),
        rekontra=view.rekontra == "yes",
        aces_call=view.aces_call,
        four_aces=ten & ACES == ACES,
    )


def statuses(d: int, me: int, mine: str, partners: str) -> tuple[str, str, str]:
    """The statuses by seat when declarer ``d`` plays, ``me`` says ``mine`` and the other
    defender ``partners`` (R4.1: "play", "pass", "inv", "invr")."""
    status = ["", "", ""]
    status[d] = "declarer"
    status[me] = mine
    status[3 - d - me] = partners
    return status[0], status[1], status[2]


def defence_model(
    hands: tuple[int, int, int], declarer: int, trump: int, rules: Rules
) -> tuple[str, str, str]:
    """The defenders' statuses as the Fortgeschritten's rules decide them (R4.1)."""
    first_seat = rules.next_seat(declarer)
    second_seat = rules.next_seat(first_seat)
    first = defence_call(hands[first_seat], trump, None, PARTNER_MODEL)
    second = defence_call(hands[second_seat], trump, first == "defend:play", PARTNER_MODEL)
    status = ["", "", ""]
    status[declarer] = "declarer"
    status[first_seat] = "play" if first == "defend:play" else "pass"
    status[second_seat] = "play" if second == "defend:play" else "pass"
    playing = [s for s in (first_seat, second_seat) if status[s] == "play"]
    if len(playing) == 1:
        lone = playing[0]
        if invite_call(hands[lone], trump, PARTNER_MODEL) == "invite:yes":
            status[lone] = "invr"
            status[3 - declarer - lone] = "inv"
    return status[0], status[1], status[2]


def fixed_points_ahead(contract: Contract, wins: bool) -> int:
    """The declarer's points of a fixed game whose Kontra phase is still to come (§9.3):
    the defenders are modelled to say Kontra, both, where the game fails on the deal (a
    failing Bettler or Durchmarsch is plain to see), and neither where it is made.

    Without this, a hopeless hand's escape into a Bettler looked half as costly as it is:
    under the Austrian preset Profi announced 22 Bettlers after bidding One and lost 21,
    each doubled."""
    terms = contract.terms
    if wins or any(terms.kontra) or not kontra_game(contract.game, contract.rules):
        return contract.fixed_points(wins)
    d = terms.declarer
    doubled = Contract(
        replace(terms, kontra=(d != 0, d != 1, d != 2)), contract.rules, contract.pool
    )
    return doubled.fixed_points(wins)


def contract_points(
    ev: Evaluator,
    contract: Contract,
    hands: tuple[int, int, int],
    kontra_ahead: bool = False,
    *,
    single_dummy: bool = True,
) -> float:
    """The declarer's points of ``contract`` (its statuses ignored) on a complete deal.

    Trump games (R4.1): the mean of two views of the defence. One is the
    configuration a well-informed, cooperative defence would choose — among C1
    (both play), C3 (either inviting) and C4 (both pass), which all need only the
    one three-hand search, the one that costs the declarer most, as Profi's own
    defence tends to. The other
    is what the Fortgeschritten's rules of thumb would choose on these hands, as a
    more hesitant defence does. Fixed games: their value won or lost (§7.2, with
    Hand and Kontra as the contract says; ``kontra_ahead``: a contract still to be
    declared, whose Kontra is modelled by :func:`fixed_points_ahead`); with
    ``single_dummy`` a Sans Atout or a Bettler is valued by its real chance given the
    double-dummy tricks (``single_dummy.py``), not by the double-dummy verdict.
    """
    declarer, trump = contract.declarer, contract.trump
    if trump is None:
        if single_dummy and contract.game in CALIBRATED:
            if contract.game == "sans":
                tricks = ev.declarer_tricks(contract, hands)
            else:
                tricks = ev.bettler_tricks(contract, hands, len(BETTLER_CHANCE) - 1)
            chance = fixed_chance(contract.game, tricks)
            won = contract.fixed_points(True)
            if kontra_ahead:
                lost = fixed_points_ahead(contract, False)
            else:
                lost = contract.fixed_points(False)
            return chance * won + (1 - chance) * lost
        wins = ev.fixed_game_wins(contract, hands)
        if kontra_ahead:
            return float(fixed_points_ahead(contract, wins))
        return float(contract.fixed_points(wins))
    left, right = (declarer + 1) % 3, (declarer + 2) % 3

    def status(x: str, y: str) -> tuple[str, str, str]:
        seats = ["", "", ""]
        seats[declarer], seats[left], seats[right] = "declarer", x, y
        return seats[0], seats[1], seats[2]

    both = contract.with_status(status("play", "play"))
    three = ev.declarer_tricks(both, hands)
    by_status = {
        status("play", "play"): best_split_points(both, (0, 0, 0), three),
        status("invr", "inv"): trump_points(contract.with_status(status("invr", "inv")), three),
        status("inv", "invr"): trump_points(contract.with_status(status("inv", "invr")), three),
        status("pass", "pass"): contract.with_status(status("pass", "pass")).declarer_score(
            (0, 0, 0)
        ),
    }
    model = defence_model(hands, declarer, trump, contract.rules)
    if model not in by_status:  # one defender alone (C2): a two-hand search
        alone = contract.with_status(model)
        by_status[model] = trump_points(alone, ev.declarer_tricks(alone, hands))
    modelled = by_status[model]
    return 0.5 * min(by_status.values()) + 0.5 * modelled


def declaring(view: View, game: str, bid: str | None, **more: Any) -> Contract:
    """A contract this seat would declare under the table's rules (for valuing options)."""
    return Contract.of(view.seat, game, bid=bid, rules=view.rules, pool=view.pool, **more)


def plan_candidates(
    hand: int,
    choices: tuple[str, ...],
    twelve: bool,
    rules: Rules,
    pool: int | None = None,
    single_dummy: bool = False,
) -> list[tuple[str, int]]:
    """(game, discard) pairs worth solving: the heuristics' best few."""
    scored = []
    for game in choices:
        pairs = discard_options(hand, game, 2) if twelve else [0]
        for pair in pairs:
            rest = hand & ~pair
            value = game_value(
                rest, game, out=pair, rules=rules, pool=pool, single_dummy=single_dummy
            ).points
            scored.append((value, game, pair))
    scored.sort(key=lambda x: -x[0])
    best = scored[0][0]
    keep = [(g, p) for v, g, p in scored if v >= best - 30][:4]
    return keep
