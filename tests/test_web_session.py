"""web/session.py: the match on the page, opponents' requests, the saved form."""

from __future__ import annotations

import json

import pytest
from web_helpers import bot_answer, finish_deal

from game import GameError, RecordError, deal_seed, legal_actions, observe
from web.session import FIRST_DEALER, HUMAN, Session


def run_bots(session: Session) -> None:
    """The opponents (the weakest level) move until it is the human's turn or the deal ends."""
    while (request := session.bot_request()) is not None:
        session.apply_bot(request, bot_answer(request))


def test_new_match_human_opens_the_first_auction() -> None:
    """R1.5 leaves the first dealer open: seat 2 deals first, so seat 0 is forehand."""
    session = Session.new(seed=11, started=5)
    assert session.state.dealer == FIRST_DEALER
    assert session.state.to_move == HUMAN and session.human_to_move()
    assert session.bot_request() is None
    assert session.match_id == "m5-11"


def test_dealer_rotates_after_every_deal_all_pass_included() -> None:
    """R1.4 / R2.8: the deal passes to the left after every hand."""
    session = Session.new(seed=3)
    dealers = []
    for _ in range(4):
        dealers.append(session.state.dealer)
        finish_deal(session)
        session.next_deal()
    assert dealers == [2, 0, 1, 2]
    assert session.deal_index == 4 and len(session.match.records) == 4


def test_act_out_of_turn_raises_and_changes_nothing() -> None:
    session = Session.new(seed=4)
    session.act("pass")
    before = session.state
    with pytest.raises(GameError):
        session.act("pass")  # seat 1 is to move
    with pytest.raises(GameError):
        Session.new(seed=4).act("play:HA")  # not legal in the auction
    assert session.state is before


def test_bot_requests_are_deterministic_and_stale_answers_rejected() -> None:
    """A bot decision's seed comes from (match seed, deal, ply): recomputing gives the same."""
    one, two = Session.new(seed=8), Session.new(seed=8)
    one.act("pass")
    two.act("pass")
    first, again = one.bot_request(), two.bot_request()
    assert first is not None and again is not None
    assert first == again and first.seat == 1 and first.ply == 1
    assert json.loads(first.observation_json()) == observe(one.state, 1)
    one.apply_bot(first, bot_answer(first))
    with pytest.raises(GameError):
        one.apply_bot(first, "pass")  # stale: ply 1 is done


def test_saved_form_round_trips_mid_deal() -> None:
    """A reload resumes the same deal at the same point: the record replays."""
    session = Session.new(seed=21, started=99)
    finish_deal(session)
    session.next_deal()
    run_bots(session)
    session.act(session.observation()["legal"][0])
    run_bots(session)
    saved = json.loads(json.dumps(session.to_dict()))
    back = Session.from_dict(saved)
    assert back.state == session.state and back.match == session.match
    assert back.observation() == session.observation()
    assert back.match_id == session.match_id and back.started == 99


def test_saved_form_rejects_tampering() -> None:
    session = Session.new(seed=5)
    session.act("bid:1")
    saved = session.to_dict()
    with pytest.raises(RecordError):
        Session.from_dict({**saved, "current": saved["current"] + ";play:HA"})
    with pytest.raises(RecordError):  # a deal of another match
        Session.from_dict({**saved, "seed": 6})
    with pytest.raises(RecordError):
        Session.from_dict({**saved, "id": 7})
    with pytest.raises(RecordError):
        Session.from_dict(["not", "a", "match"])


def test_score_rows_and_totals_follow_the_records() -> None:
    session = Session.new(seed=31)
    for _ in range(3):
        finish_deal(session)
        rows = session.score_rows()
        assert len(rows) == session.deal_index + 1  # the finished deal on the table counts
        session.next_deal()
    rows = session.score_rows()
    assert [r.number for r in rows] == [1, 2, 3]
    assert [r.dealer for r in rows] == [2, 0, 1]
    assert session.totals() == session.match.totals()
    assert all(sum(r.scores) == 0 for r in rows)


def test_next_deal_needs_a_finished_deal() -> None:
    session = Session.new(seed=2)
    with pytest.raises(GameError):
        session.next_deal()


def test_reveal_only_after_the_deal() -> None:
    session = Session.new(seed=9)
    assert session.reveal() is None
    finish_deal(session)
    shown = session.reveal()
    assert shown is not None and len(shown["talon"]) == 2


def test_history_entry_lists_finished_records() -> None:
    session = Session.new(seed=12, started=1)
    finish_deal(session)
    entry = session.history_entry("Anna", "profi")
    assert entry["records"] == list(session.finished_records()) and len(entry["records"]) == 1
    assert entry["name"] == "Anna" and entry["seed"] == 12


def test_a_match_opening_with_another_seeds_deal_keeps_it_everywhere() -> None:
    """``opening`` (the guided first deal): the first deal and its opponents' seeds come
    from match seed 180, the later ones from the match's own; saved, filed and restored."""
    session = Session.new(seed=12, started=1, opening=180)
    guided = Session.new(seed=180, started=1)
    assert session.state == guided.state
    run_bots(session)
    run_bots(guided)
    session.act(session.observation()["legal"][0])
    guided.act(guided.observation()["legal"][0])
    first, same = session.bot_request(), guided.bot_request()
    assert first is not None and same is not None and first.seed == same.seed
    finish_deal(session)
    session.next_deal()
    assert session.state.seed == deal_seed(12, 1) != deal_seed(180, 1)
    entry = session.history_entry("Anna", "profi")
    assert entry["opening"] == 180 and "opening" not in guided.history_entry("A", "profi")
    back = Session.from_dict(json.loads(json.dumps(session.to_dict())))
    assert back.match == session.match and back.state == session.state
    assert Session.from_entry(session.entry("Anna", "profi")).match == session.match
    with pytest.raises(RecordError):  # the same records without the opening: not this match
        Session.from_dict({k: v for k, v in session.to_dict().items() if k != "opening"})


def test_random_matches_stay_legal() -> None:
    """Whole deals with the weakest opponents never produce an illegal action."""
    for seed in range(6):
        session = Session.new(seed=seed)
        for _ in range(2):
            while not session.over:
                run_bots(session)
                if not session.over:
                    legal = legal_actions(session.state)
                    session.act(legal[seed % len(legal)])
            session.next_deal()
