"""The review of a finished deal (web/review.py) and playing a deal again (Session.replay_deal,
the controller's review and replay controls), without a browser."""

from __future__ import annotations

import json

import pytest
from test_web_view import elements
from web_helpers import bot_answer

from game import GameError, RecordError, record_text, replay
from web.analysis import deal_analysis
from web.controller import Controller
from web.review import play_count, review_step, review_view
from web.session import Session
from web.settings import Params
from web.view import render


def finished(seed: int = 180) -> Session:
    """A session whose first deal is played out (the player plays his first legal action)."""
    session = Session.new(seed, 0)
    while not session.over:
        request = session.bot_request()
        if request is None:
            obs = session.observation()
            legal = obs["legal"]
            action = "bid:1" if "bid:1" in legal else legal[0]
            session.act("hold" if "hold" in legal else action)
        else:
            session.apply_bot(request, bot_answer(request))
    return session


def test_review_steps_are_bounded_by_the_cards_played() -> None:
    state = finished().state
    last = play_count(state)
    assert last >= 10
    assert review_step("review-next", 0, state) == 1
    assert review_step("review-back", 0, state) == 0
    assert review_step("review-next", last, state) == last
    assert review_step("review-last", 3, state) == last
    assert review_step("review-first", 7, state) == 0
    with pytest.raises(ValueError):
        review_step("review-sideways", 1, state)


def test_review_view_shows_every_hand_as_it_was_at_each_card() -> None:
    """All hands open; each step takes exactly the card played out of its player's hand; a
    completed trick shows with its winner; the analysis's verdict belongs to that card."""
    session = finished()
    record = record_text(session.state)
    analysis = {"kind": "solved", **deal_analysis(record)}
    start = review_view(record, 0, analysis)
    players = [s for s in (0, 1, 2) if not start["out"][s]]
    assert all(len(start["hands"][s]) == 10 for s in players)
    assert start["trick"] == [] and start["last"] is None and start["verdict"] == {"status": "none"}
    before = start
    for step in range(1, start["total"] + 1):
        view = review_view(record, step, analysis)
        seat, card = view["last"]["seat"], view["last"]["card"]
        assert card in before["hands"][seat] and card not in view["hands"][seat]
        assert sum(map(len, view["hands"])) == sum(map(len, before["hands"])) - 1
        assert {"seat": seat, "card": card} in view["trick"]
        if view["winner"] is not None:
            assert view["card_number"] == len(players)
        verdict = view["verdict"]
        assert verdict["status"] == "ready" and verdict["card"] == card
        before = view
    assert review_view(record, 999, analysis)["step"] == start["total"]
    assert review_view(record, 3, None)["verdict"] == {"status": "pending"}
    assert review_view(record, 3, {"kind": "error"})["verdict"] == {"status": "failed"}


def test_replay_plays_the_same_deal_again_and_it_does_not_count() -> None:
    session = finished()
    original = record_text(session.state)
    dealt = replay(original).dealt
    totals, rows = session.totals(), session.score_rows()
    session.replay_deal()
    assert session.practice == original and not session.over
    # the deal as first played stays in the totals and on the sheet throughout the practice
    assert session.totals() == totals and session.score_rows() == rows
    assert session.state.dealt == dealt and session.state.dealer == replay(original).dealer
    assert session.finished_records() == (original,)  # the practice does not count
    saved = Session.from_dict(json.loads(json.dumps(session.to_dict())))
    assert saved.practice == original and record_text(saved.state) == record_text(session.state)
    with pytest.raises(GameError):
        session.replay_deal()  # only a finished deal
    while not session.over:
        request = session.bot_request()
        if request is None:
            session.act(session.observation()["legal"][-1])
        else:
            session.apply_bot(request, bot_answer(request))
    assert session.totals() == totals and session.score_rows() == rows  # practice over
    session.replay_deal()  # again: still the first play is the one that counts
    assert session.practice == original
    while not session.over:
        request = session.bot_request()
        if request is None:
            session.act(session.observation()["legal"][0])
        else:
            session.apply_bot(request, bot_answer(request))
    session.next_deal()
    assert session.match.records == (original,) and session.practice is None


def test_a_tampered_practice_is_rejected() -> None:
    session = finished()
    session.replay_deal()
    data = session.to_dict()
    other = finished(181)
    for bad in (record_text(other.state), 7, record_text(Session.new(180, 0).state)):
        with pytest.raises(RecordError):
            Session.from_dict({**data, "practice_of": bad})


def test_the_controller_reviews_and_replays_only_a_finished_deal() -> None:
    ctl = Controller({}, Params(seed=180, start=True), fresh_seed=lambda: 1)
    assert ctl.click(control="review") is not None and ctl.ui.review is None
    assert ctl.click(control="replay") is not None
    assert ctl.session is not None
    session = finished()
    ctl.session = session
    ctl.click(control="review")
    assert ctl.ui.review == 0
    html = render(ctl.screen())
    assert "is-review" in html and 'data-phase="done"' in html
    assert html.count('class="diagram"') == 2
    ctl.click(control="review-next")
    ctl.click(control="review-next")
    assert ctl.ui.review == 2
    ctl.click(control="review-close")
    assert ctl.ui.review is None
    before = record_text(ctl.session.state)
    ctl.click(control="replay")
    assert ctl.session.practice == before and record_text(ctl.session.state) != before
    screen = ctl.screen()
    assert screen.practice and screen.deal_number == 1
    controls = [e.get("data-control") for e in elements(render(screen)) if e.has("data-control")]
    assert "review" not in controls  # the practice deal is not over yet
