"""The house rules of rules.md §9 with the readings of §9.10, switch by switch.

Known answers: the vectors X1–X7 and the §9.9 pool examples as whole deals played
through legal actions (``tests/data/variant_vectors.txt``, found by
``tools/find_variant_vectors.py``, checked here against rules.md's tables); the
§7.5 vectors replayed under the interpretation switches with the points worked
out by hand from §9.1/§9.10; and for every phase a switch adds, who speaks and
exactly which actions are legal.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game import (
    GameError,
    IllegalActionError,
    Rules,
    State,
    apply,
    from_cards,
    legal_actions,
    new_game,
    observe,
    parse_record,
    replay,
    scores,
    settle,
)
from game.cards import card_names, parse_cards
from game.pools import pool_settlement
from game.record import Record
from helpers import play_all

DATA = Path(__file__).parent / "data"
VECTORS = {
    line.split(" ", 1)[0]: line.split(" ", 1)[1].strip()
    for line in (DATA / "variant_vectors.txt").read_text(encoding="utf-8").splitlines()
    if line and not line.startswith("#")
}
T_RECORDS = {
    line.split(" ", 1)[0]: line.split(" ", 1)[1].strip()
    for line in (DATA / "scoring_vectors.txt").read_text(encoding="utf-8").splitlines()
    if line and not line.startswith("#")
}

# The declarer of every variant vector is seat 1 (forehand of dealer 0): L = 2, R = 0.
# rules.md §9.3/§9.5/§9.6/§9.7: id -> (L pts, R pts, D pts)
X_TABLE = {
    "X1": (-20, -10, 30),  # Bettler won, L Kontra
    "X2": (-40, -40, 80),  # Bettler won, L and R Kontra, Rekontra
    "X3": (40, 10, -50),  # Bettler lost, L Kontra, Rekontra
    "X4": (-50, -50, 100),  # Durchmarsch Ouvert won
    "X5": (-6, -12, 18),  # Pik 7-2-1, four aces
    "X6": (12, 11, -23),  # Pik 5-3-2, keine Asse announced
    "X7": (-20, -20, 40),  # Bettler Hand won
}


def _lrd(points: tuple[int, int, int]) -> tuple[int, int, int]:
    return points[2], points[0], points[1]


@pytest.mark.parametrize("vid", sorted(X_TABLE))
def test_x_vector_as_a_whole_deal(vid: str) -> None:
    """rules.md X1–X7: replay the deal through the engine; the points are the table's."""
    state = replay(VECTORS[vid])
    assert state.phase == "done" and state.declarer == 1
    assert _lrd(scores(state)) == X_TABLE[vid]
    assert sum(scores(state)) == 0


def test_x_vectors_are_the_situations_of_the_table() -> None:
    """Each vector's deal is what its row says (so the points above are no accident)."""
    x1, x2, x3 = (replay(VECTORS[v]) for v in ("X1", "X2", "X3"))
    assert (x1.game, x1.kontras, x1.rekontra, x1.won[1]) == (
        "bettler",
        ((2, "yes"), (0, "no")),
        "no",
        0,
    )
    assert (x2.kontras, x2.rekontra, x2.won[1]) == (((2, "yes"), (0, "yes")), "yes", 0)
    assert (x3.kontras, x3.rekontra, x3.won[1]) == (((2, "yes"), (0, "no")), "yes", 1)
    x4 = replay(VECTORS["X4"])
    assert (x4.game, x4.won[1]) == ("durchmarsch_ouvert", 10)
    x5, x6 = replay(VECTORS["X5"]), replay(VECTORS["X6"])
    assert (x5.game, x5.won[1], x5.won[2], x5.won[0], x5.aces_call) == ("S", 7, 2, 1, None)
    assert settle(x5).contract is not None and settle(x5).contract.four_aces  # type: ignore[union-attr]
    assert (x6.game, x6.won[1], x6.won[2], x6.won[0], x6.aces_call) == ("S", 5, 3, 2, "none")
    x7 = replay(VECTORS["X7"])
    assert (x7.hand_game, x7.game, x7.won[1], x7.discard) == (True, "bettler", 0, 0)


@pytest.mark.parametrize(
    ("vid", "tricks", "expected", "pool_after"),
    [
        ("PULKA_LIVES", (7, 2, 1), (6, -27, 21), 30),  # §9.9: D +30 − 6 − 3, R falls: −30
        ("PULKA_FALLS", (5, 3, 2), (9, 6, -75), 90),  # §9.9: D −60 − 9 − 6, pool 30 → 90
    ],
)
def test_pool_examples_as_whole_deals(
    vid: str, tricks: tuple[int, int, int], expected: tuple[int, int, int], pool_after: int
) -> None:
    """rules.md §9.9's two Pulka examples with P0 = 30 (u = 3), Pik, D = seat 1."""
    state = replay(VECTORS[vid])
    assert state.rules.pool == "pulka_unlimited" and state.pool == 30 and state.game == "S"
    assert (state.won[1], state.won[2], state.won[0]) == tricks
    changes, after = pool_settlement(state, 30)
    assert _lrd(changes) == expected and after == pool_after
    assert sum(changes) + after - 30 == 0


def test_pool_settlement_limited_steirisch_and_per_hand() -> None:
    """§9.10: pulka_limited plays for min(pool, cap) and adds the rest back; steirisch
    settles as unlimited; per_hand returns the scores and the pool unchanged."""
    record = parse_record(VECTORS["PULKA_LIVES"])
    for rules, pool, expected, after in [
        (Rules(pool="pulka_limited", pool_cap=30), 130, (6, -27, 21), 130),
        (Rules(pool="pulka_limited", pool_cap=100), 30, (6, -27, 21), 30),
        (Rules(pool="steirisch"), 30, (6, -27, 21), 30),
    ]:
        state = replay(Record(record.seed, record.dealer, record.actions, None, rules, pool))
        changes, got = pool_settlement(state, pool)
        assert (_lrd(changes), got) == (expected, after)
    plain = replay(Record(record.seed, record.dealer, record.actions))
    assert pool_settlement(plain, 777) == (scores(plain), 777)
    with pytest.raises(GameError, match="multiple of 10"):
        pool_settlement(replay(VECTORS["PULKA_LIVES"]), 35)


def test_pool_leaves_non_trump_games_and_all_pass_alone() -> None:
    """§9.10: all-pass and non-trump games pay their scores and leave the pool as it was."""
    rules = Rules(pool="pulka_unlimited", kontra=True)
    x1 = parse_record(VECTORS["X1"])
    state = replay(Record(None, 0, x1.actions, x1.cards, rules, 50))
    assert pool_settlement(state, 50) == (scores(state), 50) == ((-10, 30, -20), 50)
    passed = play_all(new_game(3, 0, rules, pool=40), ["pass", "pass", "pass"])
    assert pool_settlement(passed, 40) == ((0, 0, 0), 40)


def test_herz_and_ace_premiums_are_ten_chips_in_a_pool() -> None:
    """§9.10: premiums are paid directly, 10 chips per defender per premium."""
    x5 = parse_record(VECTORS["X5"])
    rules = Rules(pool="pulka_unlimited", ace_premiums=True)
    state = replay(Record(None, 0, x5.actions, x5.cards, rules, 30))
    changes, after = pool_settlement(state, 30)
    # D lives: +30; tricks L 2, R 1 at u = 3: −6, −3; R falls: −30 into the pool;
    # four aces: 10 chips from each defender.
    assert _lrd(changes) == (6 - 10, 3 - 30 - 10, 30 - 6 - 3 + 20) and after == 30


# --- the interpretation switches on the §7.5 vectors -------------------------------------


def _replay_under(vid: str, rules: Rules) -> tuple[int, int, int]:
    """(L, R, D) points of §7.5 vector ``vid`` replayed under ``rules``."""
    record = parse_record(T_RECORDS[vid])
    state = replay(Record(record.seed, record.dealer, record.actions, record.cards, rules))
    d = state.declarer
    assert d is not None
    points = scores(state)
    return points[(d + 1) % 3], points[(d + 2) % 3], points[d]


@pytest.mark.parametrize(
    ("vid", "expected"),
    [
        ("T17", (1, 0, -1)),  # Karo invr/inv 6/1/3: the invited R scores 0, D = −(+1)
        ("T19", (0, 9, -9)),  # Pik inv/invr 5/2/3: L invited 0, R +4 + 5 = +9
        ("T1", (0, -4, 4)),  # Herzprämie inv/invr: no premium for the invited player either
        ("T2", (-1, -1, 2)),  # C1 is unchanged
    ],
)
def test_invited_scoring_zero(vid: str, expected: tuple[int, int, int]) -> None:
    """§9.1/§9.10 invited_scoring zero: the invited player scores 0; D = −score(inviter)."""
    assert _replay_under(vid, Rules(invited_scoring="zero")) == expected


@pytest.mark.parametrize(
    ("vid", "expected"),
    [
        ("T11", (-5, -3, 8)),  # Kreuz, L alone 3 tricks: below 4, falls: −8 + 3
        ("T12", (-7, -3, 10)),  # 1 trick: fell anyway
        ("T13", (9, 4, -13)),  # 5 tricks: lives
        ("T14", (-3, -6, 9)),  # Pik, R alone 2 tricks: falls under 4
        ("T3", (0, -7, 7)),  # C1 defenders still need 2 (§9.10)
        ("T17", (1, -3, 2)),  # the inviter needs 4 as before
    ],
)
def test_lone_defender_quota_four(vid: str, expected: tuple[int, int, int]) -> None:
    """§9.1/§9.10 lone_defender_quota 4: only the lone defender of C2 needs 4 tricks."""
    assert _replay_under(vid, Rules(lone_defender_quota=4)) == expected


@pytest.mark.parametrize(
    ("vid", "expected"),
    [
        ("T5", (-4, -13, 17)),  # Herz after the exchange now carries the ±5
        ("T6", (-13, -13, 26)),  # Geschäft with ♥ named too
        ("T1", (-8, -4, 12)),  # Herzprämie as before
        ("T4", (-1, -7, 8)),  # Karo: no premium
    ],
)
def test_herz_bonus_for_all_hearts_games(vid: str, expected: tuple[int, int, int]) -> None:
    """§7.3/§9.10 all_hearts_trump: the ±5 applies to every game with hearts trumps."""
    assert _replay_under(vid, Rules(herz_bonus_scope="all_hearts_trump")) == expected


def test_sans_atout_consecutive_six() -> None:
    """R6.3/R8.4 consecutive6: T30's deal stops after trick 5 (run 0 + 5 left < 6): D −40."""
    state = replay(VECTORS["T30_CONSECUTIVE"])
    winners = [w for _l, _c, w in state.tricks]
    assert winners[:4] == [1, 1, 1, 1] and len(winners) == 5 and winners[4] != 1
    assert _lrd(scores(state)) == (20, 20, -40)
    record = parse_record(T_RECORDS["T30"])  # the default rules play on and D wins after 7
    default = replay(Record(record.seed, record.dealer, record.actions, record.cards))
    assert len(default.tricks) == 7 and scores(default)[default.declarer or 0] == 40


def test_consecutive_six_wins_at_the_first_run_of_six() -> None:
    """R8.4 consecutive6: a run of six ends the deal at once, a win."""
    hands = ["CA CK CQ SA SK SQ DA DK HA HK", "C7 C8 C9 CT S7 S8 S9 ST D7 D8"]
    state = _deal(hands, Rules(sans_atout_target="consecutive6"))
    state = play_all(state, ["bid:1", "pass", "pass"])
    state = play_all(state, [_discard_talon(state), "announce:sans"])
    while state.phase == "play":
        state = apply(state, legal_actions(state)[-1])
    d = state.declarer
    assert d is not None and state.won[d] == 6 and len(state.tricks) == 6
    assert scores(state)[d] == 40


# --- rotation -----------------------------------------------------------------------------


ANTI = Rules(rotation="anticlockwise")


def test_anticlockwise_turn_order_in_auction_defence_and_play() -> None:
    """§9.10: next(p) = p+2 for the auction (V = dealer's right), the defence (D1 = next(D))
    and the play (the declarer leads, then next(D))."""
    state = new_game(11, dealer=0, rules=ANTI)
    assert state.forehand == 2 and state.to_move == 2
    state = apply(state, "bid:1")
    assert state.to_move == 1
    state = play_all(state, ["pass", "pass"])
    assert state.declarer == 2 and state.phase == "exchange"
    state = play_all(state, [legal_actions(state)[0], "announce:C"])
    assert state.phase == "defence" and state.to_move == 1  # D1 = next(2) = 1
    state = apply(state, "defend:play")
    assert state.to_move == 0
    state = play_all(state, ["defend:play"])
    assert state.to_move == 2  # the declarer leads (R5.1)
    state = apply(state, legal_actions(state)[0])
    assert state.to_move == 1


def test_anticlockwise_sans_atout_leader_is_the_declarers_right() -> None:
    """§9.10: the Sans Atout leader is seat D+2 in both rotations; anticlockwise that is
    D1, who acts right after D, so D plays last to trick 1."""
    state = play_all(new_game(5, dealer=0, rules=ANTI), ["bid:1", "pass", "pass"])
    d = state.declarer
    assert d == 2
    state = play_all(state, [legal_actions(state)[0], "announce:sans"])
    assert state.phase == "play" and state.leader == (d + 2) % 3 == 1
    state = play_all(state, [legal_actions(state)[0]])
    assert state.to_move == 0
    state = play_all(state, [legal_actions(state)[0]])
    assert state.to_move == d


def test_anticlockwise_geschaeft_naming_goes_in_turn_from_forehand() -> None:
    """§9.10: the naming order is from V in turn (anticlockwise: V, then V+2)."""
    state = new_game(8, dealer=1, rules=ANTI)
    assert state.forehand == 0
    state = play_all(state, ["bid:geschaeft", "bid:geschaeft", "pass"])
    assert state.phase == "naming" and state.holders == (0, 2) and state.to_move == 0


def test_anticlockwise_deal_goes_in_turn_from_forehand() -> None:
    """R1.6 under §9.10: the packets go to V, next(V), next(next(V)); the same cards as
    clockwise, but V's packets now go to the dealer's right neighbour."""
    clockwise, anti = new_game(21, dealer=0), new_game(21, dealer=0, rules=ANTI)
    assert anti.dealt[3] == clockwise.dealt[3]
    assert (anti.dealt[2], anti.dealt[1], anti.dealt[0]) == (
        clockwise.dealt[1],
        clockwise.dealt[2],
        clockwise.dealt[0],
    )


# --- hold right (здесь) ------------------------------------------------------------------


ZDES = Rules(hold_right="overbid_when_two_remain")


def test_zdes_hold_by_the_player_just_overbid_when_two_remain() -> None:
    """§9.10: V 1, M 2, H pass — V may hold 2 (two remain at the hold, not the overbid)."""
    state = play_all(new_game(1, 0, ZDES), ["bid:1", "bid:2"])
    assert "hold" not in legal_actions(state)  # H: three remain, and H was not overbid
    state = apply(state, "pass")
    assert state.to_move == 1 and legal_actions(state) == ["pass", "hold", "bid:3"]
    state = apply(state, "hold")
    assert state.to_move == 2 and "hold" not in legal_actions(state)  # must bid on or pass
    state = apply(state, "bid:3")
    assert legal_actions(state)[:2] == ["pass", "hold"]  # held again: repeated holds
    state = play_all(state, ["hold", "pass"])
    assert (state.declarer, state.bid) == (1, "3")


def test_zdes_replaces_forehands_hold() -> None:
    """§9.10: with the switch nobody has R2.3's forehand hold."""
    state = play_all(new_game(1, 0, ZDES), ["bid:1", "bid:2", "bid:3"])
    assert state.to_move == 1 and "hold" not in legal_actions(state)  # three remain
    with pytest.raises(IllegalActionError, match="hold_right"):
        apply(state, "hold")


def test_zdes_only_numbers_over_numbers() -> None:
    """§9.2: only numbers can be held: not Bettler, not a number bid over a special."""
    state = play_all(new_game(1, 0, ZDES), ["bid:1", "bid:2", "pass", "bid:3", "bid:4"])
    assert state.to_move == 1 and "hold" in legal_actions(state)
    state = play_all(state, ["bid:bettler"])
    assert "hold" not in legal_actions(state)
    state = play_all(new_game(1, 0, ZDES), ["pass", "bid:geschaeft", "bid:bettler"])
    assert "hold" not in legal_actions(state)


# --- Durchmarsch Ouvert ------------------------------------------------------------------


DMO = Rules(durchmarsch_ouvert=True)


def test_durchmarsch_ouvert_tops_the_ladder_and_may_be_held() -> None:
    """§9.5/§9.10: bid:durchmarsch_ouvert follows bid:durchmarsch; V may hold it as top bid."""
    calls = ["bid:1", "bid:2", "pass"]
    calls += ["hold", "bid:3", "hold", "bid:4", "hold", "bid:bettler", "hold", "bid:sans"]
    calls += ["hold", "bid:ouvert", "hold", "bid:durchmarsch", "hold"]
    state = play_all(new_game(2, 0, DMO), calls)
    assert legal_actions(state) == ["pass", "bid:durchmarsch_ouvert"]
    state = play_all(state, ["bid:durchmarsch_ouvert"])
    assert legal_actions(state) == ["pass", "hold"]
    state = play_all(state, ["hold", "pass"])
    assert (state.declarer, state.bid) == (1, "durchmarsch_ouvert")
    state = play_all(state, [legal_actions(state)[0]])
    assert legal_actions(state) == ["announce:durchmarsch_ouvert"]
    with pytest.raises(IllegalActionError, match="§9.5"):
        play_all(new_game(2, 0), [*calls[:-1], "bid:durchmarsch_ouvert"])


def test_durchmarsch_ouvert_announceable_after_any_bid_and_shown() -> None:
    """§9.10: announceable after any regular bid; no trumps, D leads, his hand open."""
    state = play_all(new_game(4, 0, DMO), ["bid:1", "pass", "pass"])
    state = apply(state, legal_actions(state)[0])
    assert legal_actions(state)[-2:] == ["announce:durchmarsch", "announce:durchmarsch_ouvert"]
    state = apply(state, "announce:durchmarsch_ouvert")
    assert state.phase == "play" and state.to_move == state.declarer and state.trump is None
    view = observe(state, 2)
    assert view["open_hand"]["seat"] == 1 and len(view["open_hand"]["cards"]) == 10


# --- ouvert reveal ------------------------------------------------------------------------


def test_ouvert_reveal_after_first_trick() -> None:
    """§9.4 after_first_trick: the hand is shown once trick 1 is complete."""
    rules = Rules(ouvert_reveal="after_first_trick")
    state = play_all(new_game(4, 0, rules), ["bid:1", "pass", "pass"])
    state = play_all(state, [legal_actions(state)[0], "announce:ouvert"])
    assert state.phase == "play" and observe(state, 2)["open_hand"] is None
    for _ in range(3):
        if state.phase == "play":
            state = apply(state, legal_actions(state)[0])
    if state.phase == "play":
        assert observe(state, 2)["open_hand"]["seat"] == 1


# --- Kontra ---------------------------------------------------------------------------------


KONTRA = Rules(kontra=True)


def _announced(rules: Rules, game: str, seed: int = 4) -> State:
    state = play_all(new_game(seed, 0, rules), ["bid:1", "pass", "pass"])
    return play_all(state, [legal_actions(state)[0], f"announce:{game}"])


@pytest.mark.parametrize("game", ["bettler", "ouvert", "durchmarsch"])
def test_kontra_phase_order_and_actions(game: str) -> None:
    """§9.3/§9.10: D1 then D2 say kontra:yes/no; D is asked only after a Kontra."""
    state = _announced(KONTRA, game)
    assert state.phase == "kontra" and state.to_move == 2
    assert legal_actions(state) == ["kontra:yes", "kontra:no"]
    after_no = play_all(state, ["kontra:no", "kontra:no"])
    assert after_no.phase == "play" and after_no.rekontra is None
    asked = play_all(state, ["kontra:no", "kontra:yes"])
    assert asked.to_move == 1 and legal_actions(asked) == ["rekontra:yes", "rekontra:no"]
    assert apply(asked, "rekontra:yes").phase == "play"


def test_kontra_not_in_trump_games_and_sans_only_with_its_switch() -> None:
    """§9.3: no Kontra in trump games; Sans Atout only with kontra_includes_sans."""
    assert _announced(KONTRA, "C").phase == "defence"
    assert _announced(KONTRA, "sans").phase == "play"
    both = Rules(kontra=True, kontra_includes_sans=True)
    assert _announced(both, "sans").phase == "kontra"
    with pytest.raises(IllegalActionError, match="house rule kontra"):
        apply(_announced(Rules(), "bettler"), "kontra:yes")


def test_kontra_comes_before_the_ouvert_reveal() -> None:
    """R4.3/§9.3: with Kontra on, the Bettler Ouvert hand is shown after the calls."""
    state = _announced(KONTRA, "ouvert")
    assert observe(state, 2)["open_hand"] is None
    state = play_all(state, ["kontra:no", "kontra:no"])
    assert observe(state, 2)["open_hand"] is not None


# --- Hand -----------------------------------------------------------------------------------


HAND = Rules(hand_doubling=True)


def test_hand_phase_after_a_regular_bid_only() -> None:
    """§9.10: the hand phase follows every regular winning bid, never Geschäft/Herzprämie."""
    state = play_all(new_game(4, 0, HAND), ["bid:1", "pass", "pass"])
    assert state.phase == "hand" and state.to_move == 1
    assert legal_actions(state) == ["hand:yes", "hand:no"]
    assert state.hands[1].bit_count() == 10  # the talon is not seen yet
    herz = play_all(new_game(4, 0, HAND), ["bid:herzpraemie", "pass", "pass"])
    assert herz.phase == "defence"


def test_hand_yes_offers_hand_games_and_keeps_the_talon_unseen() -> None:
    """§9.7: after hand:yes only Bettler, BO, DM (SA with its switch); the talon stays aside."""
    state = play_all(new_game(4, 0, HAND), ["bid:1", "pass", "pass", "hand:yes"])
    assert legal_actions(state) == ["announce:bettler", "announce:ouvert", "announce:durchmarsch"]
    assert observe(state, 1)["talon"] is None and state.hands[1].bit_count() == 10
    with_sans = Rules(hand_doubling=True, hand_doubling_includes_sans=True)
    state = play_all(new_game(4, 0, with_sans), ["bid:1", "pass", "pass", "hand:yes"])
    assert "announce:sans" in legal_actions(state)
    state = play_all(new_game(4, 0, HAND), ["bid:1", "pass", "pass", "hand:no"])
    assert state.phase == "exchange" and state.hands[1].bit_count() == 12


def test_hand_and_kontra_multiply() -> None:
    """§9.3/§9.7: Hand ×2 times Kontra ×2 (times Rekontra ×2 more)."""
    x7 = parse_record(VECTORS["X7"])
    rules = Rules(hand_doubling=True, kontra=True)
    actions = list(x7.actions)
    at = actions.index("announce:bettler") + 1
    actions[at:at] = ["kontra:yes", "kontra:no", "rekontra:yes"]
    state = replay(Record(None, 0, tuple(actions), x7.cards, rules))
    assert _lrd(scores(state)) == (-80, -20, 100)


# --- ace premiums --------------------------------------------------------------------------


ACES = Rules(ace_premiums=True)


def _deal(hands: list[str], rules: Rules, dealer: int = 0) -> State:
    """Seat 1 (forehand) gets hands[0]; seat 2 gets hands[1]; the rest is dealt in order."""
    mine, second = parse_cards(hands[0]), parse_cards(hands[1])
    rest = [c for c in range(32) if not (mine | second) >> c & 1]
    third = card_names(sum(1 << c for c in rest[:10]))
    talon = card_names(sum(1 << c for c in rest[10:]))
    return from_cards([third, card_names(mine), card_names(second)], talon, dealer, rules)


def _discard_talon(state: State) -> str:
    talon = card_names(state.dealt[3])
    return f"discard:{talon[0]},{talon[1]}"


def test_aces_phase_opens_only_when_a_claim_is_possible() -> None:
    """§9.10: keine Asse needs no ace among 12 cards; no claim open, no phase."""
    no_ace = _deal(["C7 C8 C9 CT CJ CQ CK S7 S8 S9", "CA SA DA HA D7 D8 D9 DT DJ DQ"], ACES)
    state = play_all(no_ace, ["bid:1", "pass", "pass"])
    state = play_all(state, [_discard_talon(state), "announce:C"])
    assert state.phase == "aces" and legal_actions(state) == ["aces:none", "aces:pass"]
    with_ace = _deal(["C7 C8 C9 CT CJ CQ CK CA S8 S9", "SA DA HA S7 D7 D8 D9 DT DJ DQ"], ACES)
    state = play_all(with_ace, ["bid:1", "pass", "pass"])
    state = play_all(state, [_discard_talon(state), "announce:C"])
    assert state.phase == "defence"


def test_keine_asse_counts_the_discard() -> None:
    """§9.10: an ace laid away forbids keine Asse (the 12 cards include the discard)."""
    state = _deal(["C7 C8 C9 CT CJ CQ CK S7 S8 SA", "CA DA HA S9 D7 D8 D9 DT DJ DQ"], ACES)
    state = play_all(state, ["bid:1", "pass", "pass"])
    assert state.phase == "exchange"
    state = play_all(state, ["discard:S7,SA", "announce:C"])
    assert state.phase == "defence"


def test_four_aces_must_be_announced_with_the_sub_switch() -> None:
    """§9.6: with four_aces_must_announce the claim is aces:four before the defence; without
    it, four aces count by themselves (X5) and there is no phase for them."""
    hands = ["CA SA DA HA C7 C8 C9 CT CJ CQ", "S7 S8 S9 ST SJ SQ SK D7 D8 D9"]
    must = Rules(ace_premiums=True, four_aces_must_announce=True)
    state = play_all(_deal(hands, must), ["bid:1", "pass", "pass"])
    state = play_all(state, [_discard_talon(state), "announce:C"])
    assert state.phase == "aces" and legal_actions(state) == ["aces:four", "aces:pass"]
    passed = play_all(state, ["aces:pass", "defend:pass", "defend:pass"])
    announced = play_all(state, ["aces:four", "defend:pass", "defend:pass"])
    assert scores(passed)[1] == 6 and scores(announced)[1] == 6 + 10  # C4: D lives
    state = play_all(_deal(hands, ACES), ["bid:1", "pass", "pass"])
    state = play_all(state, [_discard_talon(state), "announce:C", "defend:pass", "defend:pass"])
    assert scores(state)[1] == 16  # automatic, in C4 too


# --- Nachgehen ------------------------------------------------------------------------------


NACH = Rules(nachgehen=True)


def _challenged() -> State:
    """V 1, M 2, H 3, V 4, M pass, H pass: V wins with 4 after the exchange; M and H bid."""
    state = play_all(new_game(6, 0, NACH), ["bid:1", "bid:2", "bid:3", "bid:4", "pass", "pass"])
    assert state.declarer == 1 and state.phase == "exchange"
    return play_all(state, [legal_actions(state)[0], "announce:H"])


def test_nachgehen_order_and_calls() -> None:
    """§9.10: eligible are the other bidders, in turn from the current holder."""
    state = _challenged()
    assert state.phase == "nachgehen" and state.to_move == 2
    assert legal_actions(state) == ["nachgehen:pass", "nachgehen:take", "nachgehen:leave"]
    state = apply(state, "nachgehen:pass")
    assert state.to_move == 0
    state = apply(state, "nachgehen:pass")
    assert state.phase == "defence" and state.declarer == 1


def test_nachgehen_leave_and_the_winner_becomes_eligible() -> None:
    """§9.8/§9.10: leave: announce at once, ≥ Bettler and above the game; the displaced
    winner may challenge back; the game and D change, the bid stays."""
    state = apply(_challenged(), "nachgehen:leave")
    assert state.phase == "announce" and state.declarer == 2 and state.hands[2].bit_count() == 10
    assert legal_actions(state)[0] == "announce:bettler"
    state = apply(state, "announce:sans")
    assert state.phase == "nachgehen" and state.to_move == 0
    state = apply(state, "nachgehen:pass")
    assert state.to_move == 1  # the auction winner, displaced, is eligible now
    assert legal_actions(state)[0] == "nachgehen:pass"
    state = play_all(state, ["nachgehen:leave"])
    assert legal_actions(state) == ["announce:ouvert", "announce:durchmarsch"]
    state = play_all(state, ["announce:ouvert"])
    assert state.phase == "nachgehen" and state.to_move == 2
    state = play_all(state, ["nachgehen:pass"])
    assert state.phase == "play" and (state.declarer, state.game, state.bid) == (1, "ouvert", "4")


def test_nachgehen_take_the_discard() -> None:
    """§9.8: take: the challenger takes up the current discard, discards two himself, and
    only he and the one who laid it away know those cards."""
    state = _challenged()
    first_discard = state.discard
    state = apply(state, "nachgehen:take")
    assert state.phase == "exchange" and state.to_move == 2
    assert state.hands[2].bit_count() == 12 and state.hands[2] & first_discard == first_discard
    seen = observe(state, 2)["discards"]
    assert seen[0]["cards"] is not None and observe(state, 0)["discards"][0]["cards"] is None
    state = apply(state, legal_actions(state)[0])
    assert state.phase == "announce" and state.discard != 0
    assert observe(state, 1)["discard"] is None and observe(state, 2)["discard"] is not None


def test_no_nachgehen_after_hand_or_without_bidders() -> None:
    """§9.10: no Nachgehen after hand:yes; none when nobody else bid."""
    both = Rules(nachgehen=True, hand_doubling=True)
    state = play_all(new_game(6, 0, both), ["bid:1", "bid:2", "pass", "hold", "pass"])
    state = play_all(state, ["hand:yes", "announce:bettler"])
    assert state.phase == "play"
    alone = play_all(new_game(6, 0, NACH), ["bid:1", "pass", "pass"])
    alone = play_all(alone, [legal_actions(alone)[0], "announce:C"])
    assert alone.phase == "defence"


def test_nachgehen_not_entered_above_the_top_game() -> None:
    """§9.10: no non-trump game above the current one: the phase is not entered."""
    state = play_all(new_game(6, 0, NACH), ["bid:1", "bid:2", "pass", "hold", "pass"])
    state = play_all(state, [legal_actions(state)[0], "announce:durchmarsch"])
    assert state.phase == "play"


# --- rules in records and errors -------------------------------------------------------------


def test_a_record_replays_under_its_own_rules() -> None:
    """design.md §2: Rules.describe() round-trips through a record's rules= part."""
    record = VECTORS["X2"]
    assert ";rules=kontra=True;" in record
    state = replay(record)
    assert state.rules == Rules(kontra=True)
    pulka = VECTORS["PULKA_LIVES"]
    assert ";rules=pool=pulka_unlimited;pool=30;" in pulka and replay(pulka).pool == 30


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"rotation": "left"}, "rotation"),
        ({"kontra": 1}, "kontra"),
        ({"lone_defender_quota": 3}, "lone_defender_quota"),
        ({"dmo_value": 0}, "dmo_value"),
        ({"dmo_value": 101}, "dmo_value"),
        ({"pool_cap": 15}, "pool_cap"),
        ({"pool_stake": -10}, "pool_stake"),
        ({"pool": "kassa"}, "pool"),
    ],
)
def test_bad_rules_values_name_the_field(kwargs: dict[str, object], field: str) -> None:
    """design.md §2: a bad value raises ValueError naming the field; an unknown field TypeError."""
    with pytest.raises(ValueError, match=field):
        Rules(**kwargs)


def test_unknown_rules_field() -> None:
    with pytest.raises(TypeError):
        Rules(kontraa=True)  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="unknown rules field"):
        Rules.parse("kontraa=True")
    with pytest.raises(ValueError, match="dmo_value"):
        Rules.parse("dmo_value=²")
    with pytest.raises(ValueError, match="twice"):
        Rules.parse("kontra=True,kontra=False")


def test_pool_only_in_pool_modes() -> None:
    """A pool is a non-negative multiple of 10, and only where a pool rule is on."""
    with pytest.raises(GameError, match="per_hand"):
        new_game(1, pool=30)
    with pytest.raises(GameError, match="multiple of 10"):
        new_game(1, rules=Rules(pool="steirisch"), pool=5)
    assert observe(new_game(1, rules=Rules(pool="steirisch"), pool=300), 0)["pool"] == 300
