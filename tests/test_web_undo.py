"""web/undo.py and Session.undo: taking back the player's last action, and its limits."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from web_helpers import bot_answer

from game import GameError, State, apply, legal_actions, new_game, observe, record_text, replay
from game.rules import PRESETS
from web.controller import Controller
from web.session import HUMAN, Session
from web.settings import Params
from web.undo import REASONS, phase_of_action, undo_point
from web.view import render


def deal_to_play() -> State:
    """Seed 7, seat 2 deals: the player (forehand) bids Eins, both pass; he discards, announces
    Kreuz, both defend; the player is to lead."""
    state = new_game(7, 2)
    for action in ("bid:1", "pass", "pass"):
        state = apply(state, action)
    state = apply(state, legal_actions(state)[0])  # the first legal discard
    for action in ("announce:C", "defend:play", "defend:play"):
        state = apply(state, action)
    assert state.phase == "play" and state.to_move == HUMAN
    return state


def play_first(state: State, n: int) -> State:
    for _ in range(n):
        state = apply(state, legal_actions(state)[0])
    return state


def test_phase_of_every_action_kind() -> None:
    assert [phase_of_action(a) for a in ("pass", "hold", "bid:sans", "name:H")] == [
        "auction",
        "auction",
        "auction",
        "naming",
    ]
    assert phase_of_action("discard:C7,C8") == "exchange"
    assert phase_of_action("invite:no") == phase_of_action("defend:play") == "defence"
    assert phase_of_action("play:HA") == "play"


def test_within_the_auction_the_last_call_can_be_taken_back() -> None:
    state = apply(new_game(7, 2), "bid:1")
    assert undo_point(state, HUMAN) == 0
    state = apply(state, "bid:2")  # seat 1 overbids; the player's call is still undoable
    assert undo_point(state, HUMAN) == 0
    assert undo_point(new_game(7, 2), HUMAN) == "nothing"


def test_once_the_auction_is_over_the_contract_stands() -> None:
    """The declarer has seen the talon: his winning bid cannot be taken back."""
    state = new_game(7, 2)
    for action in ("bid:1", "pass", "pass"):
        state = apply(state, action)
    assert state.phase == "exchange"
    assert undo_point(state, HUMAN) == "auction_closed"
    discarded = apply(state, legal_actions(state)[0])
    assert undo_point(discarded, HUMAN) == 3  # the discard, back to the exchange
    announced = apply(discarded, "announce:C")
    assert undo_point(announced, HUMAN) == 4


def test_decisions_before_the_play_only_until_the_first_card() -> None:
    state = deal_to_play()
    assert undo_point(state, HUMAN) == len(state.history) - 3  # the announcement
    led = play_first(state, 1)
    assert undo_point(led, HUMAN) == len(state.history)  # now the lead is the last action


def test_a_card_only_while_its_trick_is_on_the_table() -> None:
    state = deal_to_play()
    start = len(state.history)
    one = play_first(state, 1)  # the player leads
    two = play_first(one, 1)
    full = play_first(two, 1)  # trick complete, nobody has led again
    assert [undo_point(s, HUMAN) for s in (one, two, full)] == [start] * 3
    assert not full.trick and len(full.tricks) == 1
    if full.to_move != HUMAN:  # an opponent won and leads: the trick is cleared
        assert undo_point(play_first(full, 1), HUMAN) == "trick_closed"
    else:  # the player won and leads again: his new card is the one to take back
        assert undo_point(play_first(full, 1), HUMAN) == start + 3


def austrian_bettler_ouvert_by_seat_1() -> State:
    """Seed 3, seat 2 deals, the Austrian table: the player (forehand) bids Eins, seat 1
    Zwei, both pass; seat 1 declines Hand, discards and announces Bettler Ouvert; the
    player may go after him (Nachgehen, §9.8)."""
    state = new_game(3, 2, PRESETS["oesterreich"])
    for action in ("bid:1", "bid:2", "pass", "pass", "hand:no"):
        state = apply(state, action)
    state = apply(state, legal_actions(state)[0])
    state = apply(state, "announce:ouvert")
    assert state.phase == "nachgehen" and state.to_move == HUMAN
    return state


def test_never_a_decision_that_showed_hidden_cards() -> None:
    """Undo is no way to peek (play-tested: the talon and a discard were seen, then the
    decision taken back): declining Hand takes up the talon (§9.7), Nachgehen's "take" the
    discard (§9.8); playing Hand or going after without the discard can be taken back."""
    state = new_game(7, 2, PRESETS["oesterreich"])
    for action in ("bid:1", "pass", "pass"):
        state = apply(state, action)
    assert state.phase == "hand" and state.to_move == HUMAN
    assert undo_point(apply(state, "hand:no"), HUMAN) == "seen"
    assert undo_point(apply(state, "hand:yes"), HUMAN) == 3
    state = austrian_bettler_ouvert_by_seat_1()
    assert undo_point(apply(state, "nachgehen:take"), HUMAN) == "seen"
    assert undo_point(apply(state, "nachgehen:leave"), HUMAN) == len(state.history)


def test_never_a_decision_after_which_an_ouvert_hand_was_laid_open() -> None:
    """R4.3: Bettler Ouvert's hand is shown as the play begins; the player's last decision
    (his Kontra) cannot be taken back once he has seen it, even before the first card."""
    state = austrian_bettler_ouvert_by_seat_1()
    for action in ("nachgehen:pass", "kontra:no"):
        state = apply(state, action)
    assert state.phase == "kontra" and state.to_move == HUMAN
    assert observe(state, HUMAN)["open_hand"] is None
    assert undo_point(state, HUMAN) == "kontra"  # the partner's "no Kontra" came after it
    state = apply(state, "kontra:no")
    assert state.phase == "play" and not state.tricks and not state.trick
    assert observe(state, HUMAN)["open_hand"] is not None
    assert undo_point(state, HUMAN) == "seen"
    assert undo_point(state, 1) == "kontra"  # the declarer: both said "no Kontra" on it


def test_never_once_the_kontra_calls_have_begun() -> None:
    """§9.3: a defender's "Kontra" (or "no Kontra") tells the declarer what the others think
    of his game; his announcement cannot be taken back after it for a safer one (noticed at
    earlier stops). Before the first call it can (a misclick)."""
    rules = replace(PRESETS["oesterreich"], nachgehen=False)
    state = new_game(7, 2, rules)
    for action in ("bid:1", "pass", "pass", "hand:no"):
        state = apply(state, action)
    state = apply(state, legal_actions(state)[0])  # the first legal discard
    assert state.phase == "announce" and state.to_move == HUMAN
    keep = len(state.history)
    state = apply(state, "announce:bettler")
    assert state.phase == "kontra" and state.to_move != HUMAN
    assert undo_point(state, HUMAN) == keep  # no call on it yet: a misclick is mended
    first = state.to_move
    state = apply(state, "kontra:yes")
    assert state.history[-1] == (first, "kontra:yes")
    assert undo_point(state, HUMAN) == "kontra"
    assert undo_point(apply(state, legal_actions(state)[0]), HUMAN) == "kontra"


def test_never_after_the_deal_is_over() -> None:
    state = deal_to_play()
    while state.phase != "done":
        state = play_first(state, 1)
    assert undo_point(state, HUMAN) == "over"
    assert set(REASONS) >= {"over", "trick_closed", "auction_closed"}


def test_every_state_of_random_deals_undoes_to_the_players_turn() -> None:
    """Whenever undo is allowed, the kept history replays to a state where the player is to
    move, and it ends right before his last action."""
    for seed in range(12):
        session = Session.new(seed, 0)
        while not session.over:
            request = session.bot_request()
            if request is None:
                legal = session.observation()["legal"]
                session.act("bid:1" if "bid:1" in legal else legal[-1])
            else:
                session.apply_bot(request, bot_answer(request))
            keep = session.undo_point()
            if isinstance(keep, int):
                history = session.state.history
                assert history[keep][0] == HUMAN
                assert all(seat != HUMAN for seat, _a in history[keep + 1 :])
                before = replay(";".join(record_text(session.state).split(";")[: 4 + keep]))
                assert before.to_move == HUMAN


def test_session_undo_replays_and_refuses_with_a_reason() -> None:
    session = Session.new(7, 0)
    assert session.state.to_move == HUMAN
    session.act("bid:1")
    assert session.undo() == "bid:1"
    assert session.state == Session.new(7, 0).state
    with pytest.raises(GameError, match="nothing"):
        session.undo()


def controller(store: dict[str, str]) -> Controller:
    clock = iter(range(1_000, 10**9, 1_000))
    return Controller(store, Params(seed=7), now_ms=lambda: next(clock), fresh_seed=lambda: 7)


def test_controller_undo_saves_and_drops_stale_opponent_answers() -> None:
    """The undone state is what is saved (a reload resumes it); an opponent's answer to the
    abandoned position is dropped, even when another move leads to the same ply again (the
    job names the position by its record, not its ply)."""
    store: dict[str, str] = {}
    ctl = controller(store)
    ctl.click(action="start", form={})
    before = json.loads(store["preferanzen:match"])["current"]
    assert ctl.screen().undo == "nothing"
    ctl.click(action="bid:1")
    job = ctl.next_job()
    assert job is not None and job.kind == "bot" and ctl.screen().undo is None
    assert ctl.click(control="undo") is None
    assert not ctl.start_job(job)  # after its pause: no longer due, skipped
    assert json.loads(store["preferanzen:match"])["current"] == before
    assert controller(store).session.state == ctl.session.state  # type: ignore[union-attr]
    assert ctl.screen().undone == "bid:1"
    assert "Zurückgenommen: Eins" in render(ctl.screen())
    assert ctl.click(control="undo") is not None  # nothing left to take back: it says so
    assert ctl.screen().undo_note == "nothing"
    assert "Noch nichts zum Zurücknehmen" in render(ctl.screen())
    ctl.click(action="pass")
    assert ctl.screen().undo_note is None  # the note goes with the next move
    same_ply = ctl.session.state  # type: ignore[union-attr]
    assert ctl.finish_job(job, "pass") is None  # the abandoned position's answer: dropped
    assert ctl.session.state is same_ply  # type: ignore[union-attr]
