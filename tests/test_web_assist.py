"""The player's aids: the hint (web/assist.py, web/tasks.py, web/analysis.py), the forced card's
auto-play, and the after-deal analysis of best play by all."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest
from test_web_view import elements
from web_helpers import bot_answer

from game import State, apply, card_name, is_over, legal_actions, new_game, observe, record_text
from game.bots import advise
from game.bots.solver import Position, declarer_tricks, solve
from game.cards import parse_card
from helpers import card_tokens
from web import analysis
from web.assist import analysis_line, hint_text, hinted, points, share
from web.labels import labels_for
from web.markup import Screen
from web.opponents import levels
from web.session import Session
from web.settings import Settings
from web.tasks import Tasks, decision_key
from web.view import render

LEVELS = levels()
DE, EN, RU = (labels_for(lang, "french") for lang in ("de", "en", "ru"))


def test_numbers_follow_the_language() -> None:
    assert (points(DE, 3.24), points(EN, 3.24), points(DE, -0.46), points(DE, 0.04)) == (
        "+3,2",
        "+3.2",
        "\u22120,5",
        "0",
    )
    assert (share(DE, 0.78), share(EN, 0.775)) == ("78\u202f%", "78%")


def obs_for(phase: str, legal: list[str], declarer: int | None = 0, bid: str = "1") -> dict:
    return {"phase": phase, "legal": legal, "declarer": declarer, "seat": 0, "bid": bid}


def answer(action: str, values: dict[str, float], **reason: Any) -> dict[str, Any]:
    return {"action": action, "values": values, "reason": {"kind": "search", **reason}}


def test_hint_for_a_card_gives_points_and_the_share_won() -> None:
    """The brief's example: a card, its expected result and the share of deals won."""
    obs = obs_for("play", ["play:HA", "play:H7"])
    got = answer("play:HA", {"play:HA": 3.2, "play:H7": 1.0}, win=0.78, samples=40)
    assert hint_text(DE, obs, got) == (
        "Herz Ass: im Schnitt +3,2 Punkte, in 78\u202f% der Verteilungen gewonnen; "
        "40 Stichproben durchgerechnet"
    )
    assert hint_text(EN, obs, got).startswith("Ace of Hearts: +3.2 points on average, won in 78%")
    defending = hint_text(DE, {**obs, "declarer": 1}, got)
    assert "für die Gegenspieler" in defending and "fällt in 78" in defending


def test_hint_for_bids_and_decisions() -> None:
    auction = obs_for("auction", ["pass", "bid:1", "bid:geschaeft"], None)
    passing = answer("pass", {"pass": 0.0, "bid:1": -10.67, "bid:geschaeft": -15.0}, samples=6)
    assert hint_text(DE, auction, passing).startswith(
        "Passen: kein Gebot lohnt sich (bestes: Eins, \u221210,7 Punkte)"
    )
    bidding = answer("bid:1", {"pass": 0.0, "bid:1": 8.43}, win=1.0, samples=40)
    assert hint_text(EN, auction, bidding).startswith("One: +8.4 points on average, won in 100%")
    # so few deals make no percentage: they are counted (FEW_SAMPLES)
    few = answer("bid:1", {"pass": 0.0, "bid:1": 8.43}, win=0.75, samples=4)
    assert hint_text(EN, auction, few) == "One: +8.4 points on average, won in 3 of 4 sample deals"
    assert hint_text(DE, auction, few).endswith("in 3 von 4 Stichproben gewonnen")
    assert hint_text(RU, auction, few).endswith("выигрыш в 3 из 4 пробных раскладов")
    clear = {**answer("bid:1", {"pass": 0.0, "bid:1": 40.0}), "reason": {"kind": "heuristic"}}
    assert hint_text(DE, auction, clear) == "Eins: klar nach Handbewertung (geschätzt +40,0 Punkte)"
    defence = obs_for("defence", ["defend:play", "defend:pass"], 1)
    got = answer("defend:pass", {"defend:play": -7.9, "defend:pass": -4.6}, samples=20)
    assert hint_text(DE, defence, got).startswith("Aussteigen: im Schnitt \u22124,6 Punkte")
    # four aces (§9.6): better on every deal, so no average is quoted (a play-tester saw a
    # made-up "+1,0 Punkte")
    aces = obs_for("aces", ["aces:four", "aces:pass"])
    rule = {"action": "aces:four", "values": {}, "reason": {"kind": "rule", "samples": 0}}
    assert hint_text(DE, aces, rule) == "Vier Asse: ein sicherer Gewinn ohne Risiko."
    assert hint_text(EN, aces, rule).endswith(": a sure gain at no risk.")
    # in a deal played for a pool (§9.9) the values are chips, and say so
    pooled = {**auction, "pool": 30}
    assert hint_text(DE, pooled, bidding).startswith("Eins: im Schnitt +8,4 Fische, in 100")
    assert hint_text(RU, pooled, bidding).startswith("Один: в среднем +8,4 фишки")
    # §9.3: no Kontra when no deal drawn explains the announcement (an unbeatable Durchmarsch)
    kontra = obs_for("kontra", ["kontra:yes", "kontra:no"], declarer=1)
    trust = {"action": "kontra:no", "values": {}, "reason": {"kind": "unexplained"}}
    assert hint_text(DE, kontra, trust).startswith("Kein Kontra: keine Stichprobe erklärt")
    assert "no sample deal explains" in hint_text(EN, kontra, trust)
    assert "ни один пробный расклад" in hint_text(RU, kontra, trust)
    forced = answer("play:C7", {"play:C7": 0.0}, kind="forced")
    assert hint_text(DE, obs_for("play", ["play:C7"]), forced) == (
        "Kreuz Sieben: die einzige erlaubte Wahl."
    )


def test_hint_for_the_discard_names_the_game_to_announce() -> None:
    """The Profi names the game it would announce after the discard (``reason["game"]``)."""
    obs = obs_for("exchange", ["discard:D8,DJ", "discard:D8,H9"])
    got = answer("discard:D8,DJ", {"discard:D8,DJ": 3.67, "discard:D8,H9": 1.0}, expected=0.0)
    got["reason"]["game"] = "C"
    text = hint_text(DE, obs, got)
    assert text.startswith(
        "Ablegen: Karo Acht, Karo Bube, dann Kreuz (Eins) ansagen: im Schnitt +3,7 Punkte"
    )
    by_hand = {"action": "discard:D8,DJ", "values": {}, "reason": {"kind": "heuristic"}}
    assert hint_text(EN, obs, by_hand) == (
        "Discard: Eight of Diamonds, Jack of Diamonds: from hand evaluation"
    )


def test_hinted_marks_the_card_or_button() -> None:
    def ready(action: str) -> Screen:
        hint = {"status": "ready", "answer": {"action": action}}
        return Screen(settings=Settings(), levels=LEVELS, hint=hint)

    assert hinted(ready("play:HA")) == {"play:HA", "HA"}
    assert hinted(ready("discard:C7,HA")) == {"discard:C7,HA", "C7", "HA"}
    assert hinted(ready("bid:1")) == {"bid:1"}
    assert hinted(Screen(settings=Settings(), levels=LEVELS, hint={"status": "running"})) == set()


# --- the hint's round trip through the tasks --------------------------------------------


def session_at_play() -> Session:
    """The player wins the auction with Eins, discards, announces Kreuz; both defend."""
    session = Session.new(7, 0)
    for action in ("bid:1",):
        session.act(action)
    while session.state.to_move != 0:
        request = session.bot_request()
        assert request is not None
        session.apply_bot(request, "pass")
    session.act(legal_actions(session.state)[0])
    session.act("announce:C")
    while session.state.to_move != 0:
        request = session.bot_request()
        assert request is not None
        session.apply_bot(request, "defend:play")
    assert session.state.phase == "play"
    return session


def test_a_hint_uses_only_the_players_observation_and_is_shown_only_while_due(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("game.bots.HINT_SECONDS", None)  # reproducible on a loaded machine too
    session = session_at_play()
    tasks = Tasks()
    assert tasks.next_job(session, False, 0.0, 0) is None
    assert tasks.toggle_hint(session) is None
    job = tasks.next_job(session, False, 0.0, 100)
    assert job is not None and (job.kind, job.call) == ("hint", "advise_json")
    sent = json.loads(str(job.args[0]))
    assert sent == observe(session.state, 0)  # the player's own view: no hidden card
    mine = set(sent["hand"]) | set(sent["talon"] or []) | set(sent["discard"] or [])
    assert card_tokens(json.dumps(sent)) <= mine
    assert tasks.next_job(session, False, 0.0, 100) is None  # sent once
    reply = analysis.advise_json(str(job.args[0]), int(job.args[1]))
    assert analysis.advise_json(str(job.args[0]), int(job.args[1])) == reply  # seeded
    tasks.finish(session, job, reply, 350)
    hint = tasks.hint_for(session)
    assert hint is not None and hint.status == "ready" and hint.ms == 250
    assert hint.answer is not None and hint.answer["action"] in sent["legal"]
    screen = Screen(
        settings=Settings(),
        levels=LEVELS,
        obs=sent,
        hint={"status": "ready", "answer": hint.answer},
    )
    html = render(screen)
    marked = [e for e in elements(html) if "is-hinted" in (e.get("class") or "")]
    assert [e.get("data-action") for e in marked] == [hint.answer["action"]]
    assert not any(e.has("disabled") for e in marked)
    shown = next(e for e in elements(html) if e.has("data-hint"))
    assert shown.get("data-hint") == hint.answer["action"] and shown.text.startswith("Tipp:")
    session.act(hint.answer["action"])  # the decision passed: the hint goes
    assert tasks.hint_for(session) is None
    assert tasks.toggle_hint(session) is not None  # the opponents' turn: nothing to hint


def test_a_late_answer_for_a_passed_decision_is_dropped() -> None:
    session = session_at_play()
    tasks = Tasks()
    tasks.toggle_hint(session)
    job = tasks.next_job(session, False, 0.0, 0)
    assert job is not None
    session.act(legal_actions(session.state)[0])
    tasks.finish(session, job, json.dumps({"action": "play:HA"}), 10)
    assert tasks.hint_for(session) is None


def test_a_failed_hint_says_so_and_a_second_click_hides_it() -> None:
    session = session_at_play()
    tasks = Tasks()
    tasks.toggle_hint(session)
    job = tasks.next_job(session, False, 0.0, 0)
    assert job is not None
    tasks.finish(session, job, None, 5)
    assert tasks.hint_for(session) is not None and tasks.hint_for(session).status == "failed"  # type: ignore[union-attr]
    tasks.toggle_hint(session)
    assert tasks.hint_for(session) is None


def test_autoplay_plays_a_forced_card_after_the_pause_only_when_switched_on() -> None:
    session = session_at_play()
    state = session.state
    while not is_over(state):  # find a position where the player has exactly one legal card
        legal = legal_actions(state)
        if state.to_move == 0 and len(legal) == 1:
            break
        state = apply(state, legal[0])
    assert state.to_move == 0 and len(legal_actions(state)) == 1
    session.state = state
    tasks = Tasks()
    assert tasks.next_job(session, False, 0.8, 0) is None
    job = tasks.next_job(session, True, 0.8, 0)
    assert job is not None and job.kind == "autoplay" and job.delay == 0.8 and job.call is None
    assert tasks.next_job(session, True, 0.8, 0) is None  # scheduled once
    assert tasks.finish(session, job, None, 800)
    assert session.state.history[-1] == (0, legal_actions(state)[0])
    assert not tasks.finish(session, job, None, 900)  # stale: nothing more happens


# --- the analysis of best play by all --------------------------------------------------


def finish(state: State) -> State:
    while not is_over(state):
        state = apply(state, legal_actions(state)[-1])
    return state


def hands_at_first_card(state: State) -> list[str]:
    return [" ".join(card_name(c) for c in range(32) if state.hands[s] >> c & 1) for s in range(3)]


def test_analysis_solves_the_hands_after_the_exchange_with_the_seats_in_play() -> None:
    """Best play by all on the real contract: C1 with three hands, C2 with the passer out."""
    base = new_game(7, 2)
    for action in ("bid:1", "pass", "pass"):
        base = apply(base, action)
    base = apply(base, legal_actions(base)[0])
    base = apply(base, "announce:C")
    for second in ("defend:play", "defend:pass"):
        start = apply(apply(base, "defend:play"), second)
        if second == "defend:pass":
            start = apply(start, "invite:no")  # seat 1 defends alone
        assert start.phase == "play"
        hands = hands_at_first_card(start)
        if second == "defend:pass":
            hands[2] = ""  # R4.1 C2: seat 2 stays out
        expected = declarer_tricks(hands, 0, "trump", "C")
        done = finish(start)
        result = analysis.deal_analysis(record_text(done))
        steps = result.pop("steps")
        assert result == {
            "kind": "solved",
            "declarer": 0,
            "game": "C",
            "bid": "1",
            "played": done.won[0],
            "won": done.won[0] >= 6,
            "best": expected,
            "makeable": expected >= 6,
        }
        assert len(steps) == sum(1 for _s, a in done.history if a.startswith("play:"))
        assert steps[0]["best_value"] == expected  # the first card: best play from the start
        assert json.loads(analysis.analyse_json(record_text(done)))["best"] == expected


def child_values(position: Position, taken: int) -> dict[str, int]:
    """Brute force: the declarer's final tricks after each legal card, each solved afresh."""
    out = {}
    for card in range(32):
        if position.legal() >> card & 1:
            child = position.play(card)
            gain = int(not child.trick and child.leader == position.declarer)
            out[card_name(card)] = taken + gain + (solve(child) if child.hands != (0, 0, 0) else 0)
    return out


def test_review_steps_name_the_best_cards_as_a_fresh_solve_finds_them() -> None:
    """Every card of a trump deal: the values of the card played and of the best card, and the
    best cards, agree with solving each child position on its own (rules.md R5.4, §6)."""
    state = new_game(11, 2)
    for action in ("bid:1", "pass", "pass"):
        state = apply(state, action)
    state = apply(state, legal_actions(state)[0])
    state = apply(apply(apply(state, "announce:S"), "defend:play"), "defend:play")
    start = state
    done = finish(state)
    steps = analysis.deal_analysis(record_text(done))["steps"]
    hands = tuple(start.hands[s] for s in range(3))
    position = Position.start(hands, 0, "trump", start.trump)
    taken = 0
    for step in steps:
        values = child_values(position, taken)
        wants_max = position.to_move == 0
        goal = max(values.values()) if wants_max else min(values.values())
        assert step["seat"] == position.to_move
        assert step["value"] == values[step["card"]] and step["best_value"] == goal
        assert step["best"] == sorted(c for c, v in values.items() if v == goal)
        after = position.play(parse_card(step["card"]))
        taken += int(not after.trick and after.leader == 0)
        position = after


def test_review_steps_of_a_bettler_say_whether_the_declarer_is_caught() -> None:
    """Fixed games are measured as won or lost (R6.2): a best card keeps the goal."""
    base = new_game(7, 2)
    for action in ("bid:1", "pass", "pass"):
        base = apply(base, action)
    base = apply(base, legal_actions(base)[0])
    start = apply(base, "announce:bettler")
    steps = analysis.deal_analysis(record_text(finish(start)))["steps"]
    assert {s["measure"] for s in steps} == {"win"}
    first = steps[0]
    can_win = declarer_tricks(hands_at_first_card(start), 0, "bettler", None) == 0
    assert first["best_value"] == int(can_win)
    for step in steps:
        assert step["value"] in (0, 1)
        assert (step["card"] in step["best"]) == (step["value"] == step["best_value"])


def test_analysis_of_fixed_games_says_whether_they_were_makeable() -> None:
    base = new_game(7, 2)
    for action in ("bid:1", "pass", "pass"):
        base = apply(base, action)
    base = apply(base, legal_actions(base)[0])
    for game, kind in (("bettler", "bettler"), ("sans", "sans"), ("durchmarsch", "durchmarsch")):
        start = apply(base, f"announce:{game}")
        assert start.phase == "play"
        best = declarer_tricks(hands_at_first_card(start), 0, kind, None)
        result = analysis.deal_analysis(record_text(finish(start)))
        target = analysis.TARGETS[kind]
        assert result["best"] == best
        assert result["makeable"] == (best <= target if kind == "bettler" else best >= target)


def test_no_play_no_analysis_and_bad_records_are_reported() -> None:
    passed = new_game(7, 2)
    for _ in range(3):
        passed = apply(passed, "pass")
    assert analysis.deal_analysis(record_text(passed)) == {"kind": "none"}
    assert json.loads(analysis.analyse_json("pf1;nonsense"))["kind"] == "error"
    assert json.loads(analysis.analyse_json(record_text(new_game(7, 2))))["kind"] == "error"


def result_screen(data: dict[str, Any] | None, name: str = "") -> Screen:
    return Screen(settings=Settings(name=name), levels=LEVELS, analysis=data)


def test_analysis_line_wording() -> None:
    """Trump games in tricks, addressed to the player as "dich" whatever his name; games of
    fixed value as won or lost, never as a count of tricks the early end never reached."""
    solved = {"kind": "solved", "declarer": 1, "game": "S", "bid": "2", "best": 7, "played": 5}
    assert "7 Stiche für Hansi; gemacht: 5" in analysis_line(result_screen(solved))
    mine = {**solved, "declarer": 0, "best": 1}
    assert "1 Stich für dich" in analysis_line(result_screen(mine))
    assert "1 Stich für dich" in analysis_line(result_screen(mine, "Anna"))
    bettler = {**solved, "game": "bettler", "bid": "bettler", "best": 8, "makeable": False}
    lost = analysis_line(result_screen({**bettler, "won": False}))
    assert "Gegen beste Verteidigung war Bettler nicht zu gewinnen" in lost
    assert "8" not in lost and "Stich" not in lost
    missed = analysis_line(result_screen({**bettler, "makeable": True, "won": False}))
    assert "Bettler war zu gewinnen" in missed
    sure = {**bettler, "game": "sans", "bid": "sans", "makeable": True, "won": True}
    assert "Sans Atout war gegen jede Verteidigung zu gewinnen" in analysis_line(
        result_screen(sure)
    )
    ru = Screen(settings=Settings(lang="ru"), levels=LEVELS, analysis={**bettler, "won": True})
    assert "Мизер: при лучшей защите игра была бы проиграна" in analysis_line(ru)
    pending = analysis_line(result_screen({"kind": "pending"}))
    assert 'data-analysis="pending"' in pending and "wird berechnet" in pending
    assert analysis_line(result_screen({"kind": "none"})) == ""
    assert "failed" in analysis_line(result_screen({"kind": "unknown"}))


def test_the_analysis_job_runs_once_per_finished_deal() -> None:
    session = Session.new(4, 0)
    while not session.over:
        request = session.bot_request()
        if request is None:
            session.act(session.observation()["legal"][0])
        else:
            session.apply_bot(request, bot_answer(request))
    tasks = Tasks()
    assert decision_key(session) is None
    assert tasks.analysis_for(session) == {"kind": "pending"}
    job = tasks.next_job(session, True, 0.0, 0)
    assert job is not None and job.kind == "analysis" and job.args == (record_text(session.state),)
    assert tasks.next_job(session, True, 0.0, 0) is None
    tasks.finish(session, job, analysis.analyse_json(str(job.args[0])), 40)
    assert tasks.analysis_for(session) == {
        **json.loads(analysis.analyse_json(str(job.args[0]))),
        "ms": 40,
    }
    assert tasks.next_job(session, True, 0.0, 0) is None


def test_tools_row_offers_undo_and_hint_as_controls_only() -> None:
    session = session_at_play()
    screen = Screen(settings=Settings(), levels=LEVELS, obs=session.observation(), undo=None)
    found = elements(render(screen))
    undo = next(e for e in found if e.get("data-control") == "undo")
    hint = next(e for e in found if e.get("data-control") == "hint")
    assert not undo.has("aria-disabled") and not hint.has("disabled")
    assert not undo.has("data-action") and not hint.has("data-action")
    # while the hint is computed the button is off but keeps the focus: aria-disabled, not
    # disabled (that moved a keyboard player's focus to Undo, play-test)
    asking = elements(render(replace(screen, hint={"status": "running"})))
    hint = next(e for e in asking if e.get("data-control") == "hint")
    assert hint.get("aria-disabled") == "true" and not hint.has("disabled")
    assert hint.get("aria-pressed") == "true"
    blocked = elements(render(replace(screen, undo="trick_closed")))
    undo = next(e for e in blocked if e.get("data-control") == "undo")
    assert undo.get("aria-disabled") == "true" and "abgeräumt" in (undo.get("title") or "")
    assert not undo.has("disabled")  # a click explains why (web/controller.py: undo_note)


def test_the_profis_discard_hint_names_the_game_it_is_meant_for() -> None:
    """End to end: the Profi's real answer for a discard (``advise``) carries the game it
    judged the discard for, and the hint says "…, then announce <game>" with its points."""
    state = new_game(0, 0)
    while state.phase != "exchange":
        legal = legal_actions(state)
        state = apply(state, "bid:1" if "bid:1" in legal else "pass")
    seat = next(s for s in range(3) if observe(state, s)["legal"])
    obs = observe(state, seat)
    got = advise(obs, 1)
    assert got["action"].startswith("discard:") and got["reason"]["kind"] == "search"
    game = got["reason"]["game"]
    assert f"announce:{game}" in legal_actions(apply(state, got["action"]))
    text = hint_text(EN, obs, got)
    assert f"then announce {EN.game(game, obs['bid'])}: " in text, text
