"""web/controller.py: what each click does, re-checked against the engine, and what is saved."""

from __future__ import annotations

import dataclasses
import html
import json
import re
from typing import Any

import pytest
from test_web_view import actions, elements
from web_helpers import bot_answer, run_work, stored_matches

from game import record_text
from web import storage
from web.controller import Controller
from web.house_view import pool_name
from web.labels import labels_for, signed
from web.opponents import levels
from web.settings import Params, parse_query
from web.view import render

LEVELS = levels()


class FullStore(dict[str, str]):
    """A store that refuses every write while ``full`` (like a full localStorage)."""

    full = True

    def __setitem__(self, key: str, value: str) -> None:
        if self.full:
            raise OSError("QuotaExceededError")
        super().__setitem__(key, value)


def controller(store: Any = None, **params: Any) -> Controller:
    clock = iter(range(1_000, 10**9, 1_000))
    return Controller(
        {} if store is None else store,
        Params(**params),
        now_ms=lambda: next(clock),
        fresh_seed=lambda: 77,
    )


def bots(ctl: Controller) -> None:
    while (request := ctl.bot_request()) is not None:
        assert ctl.apply_bot(request, bot_answer(request)) is None


def play_out(ctl: Controller) -> None:
    """Play the deal on the table to its end through the controller (which saves every
    move): the opponents as ``bots``, the player his first legal action."""
    assert ctl.session is not None
    while not ctl.session.over:
        bots(ctl)
        if not ctl.session.over:
            ctl.click(action=ctl.session.observation()["legal"][0])


def started(seed: int = 5, **form: Any) -> Controller:
    ctl = controller(seed=seed)
    ctl.click(action="start", form={"level": LEVELS[0], **form})
    return ctl


def test_first_visit_shows_the_new_game_dialog() -> None:
    ctl = controller()
    assert ctl.session is None and ctl.ui.overlay == "dialog"
    html = render(ctl.screen())
    assert 'data-phase="setup"' in html and actions(html) == ["start"]
    assert ctl.click(control="close") is not None  # nothing to go back to yet
    assert ctl.ui.overlay == "dialog"


def test_start_uses_the_form_and_the_url_seed_and_saves_everything() -> None:
    store: dict[str, str] = {}
    ctl = controller(store, seed=1234)
    ctl.click(action="start", form={"level": LEVELS[-1], "name": " Anna ", "lang": "en"})
    assert ctl.session is not None and ctl.session.match.seed == 1234
    assert (ctl.settings.level, ctl.settings.name, ctl.settings.lang) == (LEVELS[-1], "Anna", "en")
    assert ctl.ui.overlay is None
    assert json.loads(store[storage.SETTINGS])["name"] == "Anna"
    assert json.loads(store[storage.MATCH])["seed"] == 1234


def test_start_parameter_skips_the_dialog() -> None:
    ctl = controller(start=True)
    assert ctl.session is not None and ctl.session.match.seed == 77
    assert ctl.screen().obs is not None and ctl.screen().obs["phase"] == "auction"


def test_a_reload_resumes_the_saved_match() -> None:
    store: dict[str, str] = {}
    ctl = controller(store, seed=9)
    ctl.click(action="start", form={})
    ctl.click(action="pass")
    bots(ctl)
    again = controller(store)
    assert again.session is not None and again.session.state == ctl.session.state  # type: ignore[union-attr]
    assert again.ui.overlay is None


def test_disabled_stale_and_foreign_clicks_change_nothing() -> None:
    """design.md §4: a click on a disabled or stale control is ignored, never an error."""
    ctl = started(seed=5)
    assert ctl.session is not None
    state = ctl.session.state
    assert ctl.click(action="pass", disabled=True) is not None
    assert ctl.click(action="play:HA") is not None  # not legal in the auction
    assert ctl.click(action="bid:durchmarsch") is not None  # a jump
    assert ctl.click(action="next-deal") is not None  # the deal is not over
    assert ctl.click(action="nonsense") is not None
    assert ctl.click(card="HA") is not None  # nothing to pick in the auction
    assert ctl.click(control="no-such-control") is not None
    assert ctl.session.state is state
    ctl.click(action="pass")
    assert ctl.click(action="pass") is not None  # stale: the opponents are to move now


def test_exchange_selection_and_discard() -> None:
    """The declarer picks two hand cards, then the confirm control carries discard:<c1>,<c2>."""
    for seed in range(40):
        ctl = started(seed=seed)
        assert ctl.session is not None
        ctl.click(action="bid:1")
        bots(ctl)
        if ctl.session.state.phase == "exchange" and ctl.session.state.to_move == 0:
            break
    else:
        pytest.fail("no seed lets the human win the auction")
    hand = ctl.session.observation()["hand"]
    ctl.click(card=hand[5])
    ctl.click(card=hand[0])
    ctl.click(card=hand[5])
    ctl.click(card=hand[11])
    assert ctl.ui.selected == (hand[0], hand[11])
    html = render(ctl.screen())
    (confirm,) = actions(html, enabled=True)
    assert confirm == f"discard:{hand[0]},{hand[11]}"
    assert ctl.click(action=confirm) is None
    assert ctl.session.state.phase == "announce" and ctl.ui.selected == ()


def test_finished_deal_goes_to_history_and_next_deal_rotates_the_dealer() -> None:
    store: dict[str, str] = {}
    ctl = controller(store, seed=3)
    ctl.click(action="start", form={"name": "Anna"})
    session = ctl.session
    assert session is not None
    while not session.over:
        bots(ctl)
        if not session.over:
            ctl.click(action=session.observation()["legal"][0])
    history = list(stored_matches(store).values())
    assert len(history) == 1 and len(history[0]["records"]) == 1 and history[0]["name"] == "Anna"
    assert "current" not in history[0] and len(history[0]["digest"]) == 1
    html = render(ctl.screen())
    assert actions(html, enabled=True) == ["next-deal"]
    dealer = session.state.dealer
    ctl.click(action="next-deal")
    assert session.state.dealer == (dealer + 1) % 3 and session.deal_index == 1
    ctl.click(control="score-sheet")
    sheet = render(ctl.screen())
    assert [e.get("data-deal") for e in elements(sheet) if e.has("data-deal")] == ["1"]


def test_new_game_keeps_the_old_match_in_the_history() -> None:
    store: dict[str, str] = {}
    ctl = controller(store, seed=3)
    ctl.click(action="start", form={})
    for _ in range(2):
        assert ctl.session is not None
        play_out(ctl)
        ctl.click(action="next-deal")
    ctl.click(control="new-game")
    assert ctl.ui.overlay == "dialog"
    running = ctl.session
    ctl.click(action="start", form={})  # a match is running: asks first, starts nothing
    assert ctl.ui.overlay == "confirm" and ctl.session is running
    assert actions(render(ctl.screen())) == ["start"]  # only the confirmation's button
    ctl.click(action="start", form={})
    assert ctl.session is not running and ctl.session.deal_index == 0
    ctl.click(control="score-sheet")
    screen = ctl.screen()
    assert len(screen.past) == 1 and screen.past[0]["deals"] == 2
    assert len(stored_matches(store)) == 2  # the old match and the new one


def test_corrupt_storage_is_reported_in_a_dismissible_notice() -> None:
    store = {storage.MATCH: "{not json", storage.SETTINGS: json.dumps({"v": 2})}
    ctl = controller(store)
    keys = [key for key, _ in ctl.ui.notices]
    assert keys == ["notice_foreign", "notice_corrupt"]
    html = render(ctl.screen())
    assert "preferanzen:backup:match" in html and 'data-control="dismiss-notice"' in html
    ctl.click(control="dismiss-notice")
    assert "dismiss-notice" not in render(ctl.screen())


def test_full_storage_keeps_the_game_going_and_saves_it_all_once_there_is_room() -> None:
    """The store refuses to write: one notice (what to do: export, move old matches out), the
    game goes on in memory, and the next move after space came back saves everything; the
    notice, no longer true, goes with it."""
    store = FullStore()
    ctl = controller(store, seed=2)
    ctl.click(action="start", form={})
    assert ctl.session is not None
    assert [key for key, _ in ctl.ui.notices] == ["notice_full"]
    html = render(ctl.screen())
    assert 'data-control="export"' in html and 'data-control="prune"' in html
    ctl.click(action="pass")
    bots(ctl)
    assert len(ctl.ui.notices) == 1 and store == {}
    store.full = False
    over = ctl.session.over
    ctl.click(action="next-deal" if over else ctl.session.observation()["legal"][0])
    (saved,) = stored_matches(store).values()
    assert saved["current"] == record_text(ctl.session.state)
    assert len(saved["records"]) == (1 if over else 0)
    assert "notice_full" not in [key for key, _ in ctl.ui.notices]
    assert controller(store).session.state == ctl.session.state  # type: ignore[union-attr]


def test_an_illegal_bot_answer_is_replaced_and_reported() -> None:
    ctl = started(seed=6)
    ctl.click(action="pass")
    request = ctl.bot_request()
    assert request is not None
    error = ctl.apply_bot(request, "play:HA")
    assert error is not None and "play:HA" in error
    assert ctl.session is not None and len(ctl.session.state.history) == 2
    assert ctl.apply_bot(request, "pass") is None  # stale: dropped quietly


def test_dialog_draft_and_apply_settings() -> None:
    """The settings apply to the running match and never end it: no start in that dialog."""
    ctl = started(seed=1)
    before = ctl.session
    ctl.click(control="settings")
    ctl.click(control="setting", form={"lang": "en"})
    assert ctl.ui.draft is not None and ctl.ui.draft.lang == "en" and ctl.settings.lang == "de"
    html = render(ctl.screen())
    assert "Apply" in html and "start" not in actions(html)
    ctl.click(control="apply-settings", form={"lang": "en", "deck": "german", "pace": "slow"})
    assert (ctl.settings.lang, ctl.settings.deck, ctl.settings.pace) == ("en", "german", "slow")
    assert ctl.ui.overlay is None and ctl.session is before


def test_the_page_speaks_the_language_chosen_in_an_open_dialog() -> None:
    """The bar behind the new-game dialog or the settings follows the language picked there,
    and goes back to the saved one when the settings are closed unapplied."""
    ctl = controller(seed=1)
    ctl.click(control="setting", form={"lang": "ru"})
    screen = ctl.screen()
    assert screen.overlay == "dialog" and screen.labels.lang == "ru"
    assert "Настройки" in render(screen) and "Einstellungen" not in render(screen)
    ctl = started(seed=1)
    ctl.click(control="settings")
    ctl.click(control="setting", form={"lang": "en"})
    assert ctl.screen().labels.lang == "en" and "Einstellungen" not in render(ctl.screen())
    ctl.click(control="close")
    assert ctl.screen().labels.lang == "de" and "Einstellungen" in render(ctl.screen())


def test_pace_and_finished_trick_pause() -> None:
    ctl = started(seed=1, pace="fast")
    assert ctl.delay() == pytest.approx(0.35)
    ctl = controller(seed=1, pace="instant")
    ctl.click(action="start", form={"pace": "slow"})
    assert ctl.delay() == 0


def test_rules_panel_opens_in_the_chosen_language_and_deck() -> None:
    ctl = started(seed=1, lang="en", deck="german")
    ctl.click(control="rules")
    html = render(ctl.screen())
    assert ctl.ui.overlay == "rules" and "Acorns" in html and 'data-control="close"' in html
    ctl.click(control="rules")
    assert ctl.ui.overlay is None


def test_a_forced_card_skipped_while_a_panel_was_open_is_played_once_it_closes() -> None:
    """Auto-play's forced card handed out just before the player opened a panel is skipped
    after its pause (the table waits), and played once the panel is closed: the player is
    not left to click it although auto-play is on."""
    ctl = started(seed=3)
    ctl.settings = dataclasses.replace(ctl.settings, autoplay=True)
    while True:  # the weakest bots and the player's first legal action, until a forced card
        request = ctl.bot_request()
        if request is not None:
            ctl.apply_bot(request, bot_answer(request))
            continue
        legal = ctl.session.observation()["legal"]
        if len(legal) == 1 and legal[0].startswith("play:"):
            break
        assert ctl.session.deal_index < 5, "no forced card in five deals"
        mine = "bid:1" if "bid:1" in legal else legal[0] if legal else "next-deal"
        ctl.click(action=mine)  # he declares: he plays every card of the deal
    job = ctl.next_job()
    assert job is not None and job.kind == "autoplay"
    ctl.click(control="rules")  # during the job's pause
    assert not ctl.start_job(job)
    while (work := ctl.next_job()) is not None:  # the table waits while the panel is open
        assert work.kind == "work" and ctl.start_job(work)
        ctl.finish_job(work, None)
    ctl.click(control="close")
    again = ctl.next_job()
    assert again is not None and again.kind == "autoplay" and ctl.start_job(again)
    ply = len(ctl.session.state.history)
    ctl.finish_job(again, None)
    assert len(ctl.session.state.history) == ply + 1
    assert ctl.session.state.history[-1][1] == legal[0]


def test_no_card_falls_while_a_panel_covers_the_table_when_playing_alone() -> None:
    """Alone against the bots the table waits while a panel is open: an opponent's move is
    neither handed out nor started (one asked for before the panel opened is skipped), and
    closing the panel hands it out again."""
    ctl = started(seed=3)
    while ctl.bot_request() is None:  # the player's calls until an opponent is to move
        ctl.click(action=ctl.session.observation()["legal"][0])
    job = ctl.next_job()
    assert job is not None and job.kind == "bot"
    for panel in ("rules", "score-sheet", "stats", "calls"):
        ctl.click(control=panel)
        assert ctl.ui.overlay == panel and ctl.paused()
        while (work := ctl.next_job()) is not None:  # reading the history goes on
            assert work.kind == "work" and ctl.start_job(work)
            ctl.finish_job(work, None)
        # nothing more is due: the loop ends, and the click that closes the panel restarts it
        assert not ctl.start_job(job)
        ctl.click(control="close")
        assert ctl.ui.overlay is None and not ctl.paused()
    again = ctl.next_job()
    assert again is not None and again.kind == "bot" and ctl.start_job(again)
    # his answer comes in after a panel opened: it waits, asked again after the close
    request = ctl.bot_request()
    assert request is not None
    moves = len(ctl.session.state.history)
    ctl.click(control="rules")
    assert ctl.finish_job(again, bot_answer(request)) is None
    assert len(ctl.session.state.history) == moves and ctl.ui.thinking is None
    ctl.click(control="close")
    last = ctl.next_job()
    assert last is not None and last.kind == "bot" and ctl.start_job(last)
    assert ctl.finish_job(last, bot_answer(request)) is None
    assert len(ctl.session.state.history) == moves + 1


# --- issue 11: the menu, sound, terms, guide, confirmation ------------------------------


def test_menu_sound_terms_and_a_click_beside_them() -> None:
    ctl = started(seed=1)
    ctl.click(control="menu")
    assert ctl.ui.menu and 'class="controls is-open"' in render(ctl.screen())
    ctl.click(control="score-sheet")  # a choice from the menu closes it
    assert not ctl.ui.menu and ctl.ui.overlay == "score-sheet"
    ctl.click(control="close")
    ctl.click(control="menu")
    assert ctl.dismiss() and not ctl.ui.menu and not ctl.dismiss()
    assert not ctl.settings.sound
    ctl.click(control="sound")
    assert ctl.settings.sound and json.loads(ctl.store[storage.SETTINGS])["sound"] is True
    ctl.show_term("geschaeft")
    assert 'class="term-tip"' in render(ctl.screen()) and "Handspiel" in render(ctl.screen())
    ctl.show_term("<script>")  # only known terms
    assert ctl.ui.term is None
    ctl.show_term("hold")
    ctl.click(control="close-term")
    assert ctl.ui.term is None


def test_controls_that_cannot_act_say_why_on_the_page() -> None:
    """Touch screens show no tooltips: the last trick before any trick, the hint while the
    opponents are to act, say why next to themselves."""
    ctl = started(seed=1)
    assert ctl.click(control="last-trick") is not None
    html = render(ctl.screen())
    assert "Noch kein Stich gespielt." in html and ctl.ui.overlay is None
    bots(ctl)
    if ctl.session is not None and not ctl.session.observation()["legal"]:
        assert ctl.click(control="hint") is not None
        assert "Einen Tipp gibt es, wenn du am Zug bist." in render(ctl.screen())


def test_the_first_visit_offers_the_guided_deal() -> None:
    from web.guide import GUIDE_SEED

    store: dict[str, str] = {}
    ctl = controller(store)
    assert ctl.ui.overlay == "dialog" and ctl.ui.draft is not None and ctl.ui.draft.guide
    ctl.click(action="start", form={})
    assert ctl.session is not None and ctl.session.match.opening == GUIDE_SEED
    assert ctl.session.match.seed == 77  # the match's own seed for every later deal
    screen = ctl.screen()
    # the first bid of the guided deal is asked for (it is made for bidding)
    assert screen.guide == "auction_guided" and 'data-guide="auction_guided"' in render(screen)
    ctl.click(control="guide-off")
    assert ctl.screen().guide is None and not ctl.settings.guide
    again = controller(store)  # settings stored: no longer a first visit
    assert not again.first_visit


def test_new_players_share_the_guided_first_deal_not_the_match() -> None:
    """Two first visits: the same guided first deal, then deals of each match's own seed;
    a guided match saved and reloaded keeps both. Without the guide the first deal is the
    match's own."""
    pages = []
    for fresh in (77, 78):
        store: dict[str, str] = {}
        ctl = Controller(store, Params(), now_ms=lambda: 1_000, fresh_seed=lambda f=fresh: f)
        ctl.click(action="start", form={})
        assert ctl.session is not None
        pages.append((ctl, store))
    (one, store), (two, _) = pages
    assert one.session is not None and two.session is not None
    assert one.session.state == two.session.state
    assert one.session.match.next_deal() == two.session.match.next_deal()
    seconds = [s.match.seed_of(1) for s in (one.session, two.session)]
    assert seconds == [77, 78]
    again = Controller(store, Params(), now_ms=lambda: 2_000, fresh_seed=lambda: 99)
    assert again.session is not None and again.session.match == one.session.match
    plain = Controller({}, Params(), now_ms=lambda: 1_000, fresh_seed=lambda: 77)
    plain.click(action="start", form={"guide": False})
    assert plain.session is not None and plain.session.match.opening is None


def test_totals_stand_on_the_table_with_the_last_change() -> None:
    ctl = started(seed=3)
    html = render(ctl.screen())
    totals = [e for e in elements(html) if e.get("data-field") == "totals"]
    assert len(totals) == 1
    assert [e.get("data-total") for e in elements(html) if e.has("data-total")] == ["0"] * 3
    assert ctl.session is not None
    play_out(ctl)
    scores = ctl.session.observation()["scores"]
    html = render(ctl.screen())
    assert [e.get("data-total") for e in elements(html) if e.has("data-total")] == [
        str(s) for s in scores
    ]
    assert [e.get("data-change") for e in elements(html) if e.has("data-change")] == [
        str(s) for s in scores
    ]


@pytest.mark.parametrize(("lang", "under_way"), [("de", True), ("en", False), ("ru", True)])
def test_ending_a_pool_match_shares_its_pool_out(lang: str, under_way: bool) -> None:
    """§9.9: when a pool match ends (a new match replaces it) the pool left is shared out
    equally: the confirmation says so with the final standing, the score sheet lists the old
    match with it, and the statistics count the player's share (not while it still runs).
    A deal under way does not count, nor do its contributions: the pool before it."""
    store: dict[str, str] = {}
    ctl = controller(store, seed=1)
    form = {"lang": lang, "house": "custom", "house:pool": "steirisch", "house:pool_stake": "50"}
    ctl.click(action="start", form=form)
    assert ctl.session is not None
    for deal in range(2 if under_way else 3):
        play_out(ctl)  # through the controller, which saves every move
        if deal < 2:
            ctl.click(action="next-deal")
    assert ctl.session.over != under_way
    totals, pool = ctl.session.totals(), ctl.session.pool()
    assert pool is not None and pool > 0
    final, rest = ctl.session.sheet().final_totals()
    lab = labels_for(lang, "french")
    names = ctl.screen().names
    ctl.click(control="stats")
    run_work(ctl)  # the history is read and digested
    assert ctl.statistics()["chips"] == totals[0]  # the match runs: its pool is in play
    ctl.click(control="new-game")
    ctl.click(action="start", form=form)
    assert ctl.ui.overlay == "confirm"
    standing = " · ".join(f"{n} {signed(t)}" for n, t in zip(names, final, strict=True))
    shown = html.unescape(render(ctl.screen()))
    key = "confirm:share_before" if under_way else "confirm:share"
    name = pool_name(lab, "steirisch")  # the pool as its mode names it (Kassa, in German)
    said = lab.t(key, name=name, pool=pool, each=pool // 3, score=standing)
    assert said in shown and (lab.t("confirm:share_rest", rest=rest) in shown) == bool(rest)
    ctl.click(action="start", form=form)
    ctl.click(control="score-sheet")
    (past,) = ctl.screen().past
    assert (past["totals"], past["pool"], past["rest"]) == (final, pool, rest)
    key = "past_shared_rest" if rest else "past_shared"
    assert lab.t(key, name=name, pool=pool, rest=rest) in html.unescape(render(ctl.screen()))
    ctl.click(control="stats")
    run_work(ctl)
    assert ctl.statistics()["chips"] == final[0]  # the old match is over: share counted


def test_the_confirmation_names_the_players_in_its_own_language() -> None:
    """Found by a play-tester: a match played in English, a new one asked for in Russian;
    the confirmation, in Russian, said "счёт You −15 · Hansi +4 · Mizzi +11"."""
    ctl = controller(seed=77)
    ctl.click(action="start", form={"lang": "en"})
    assert ctl.session is not None
    play_out(ctl)
    ctl.click(control="new-game")
    ctl.click(action="start", form={"lang": "ru"})
    assert ctl.ui.overlay == "confirm"
    text = html.unescape(render(ctl.screen())).split("panel-confirm")[1]
    ru = labels_for("ru", "french")
    standing = " · ".join(
        f"{name} {signed(t)}"
        for name, t in zip(
            (ru.t("you"), ru.t("opponent1"), ru.t("opponent2")), ctl.session.totals(), strict=True
        )
    )
    assert standing in text and "You " not in text and "Hansi" not in text
    # an alert dialog: its question is read with its title (aria-describedby, play-test)
    markup = render(ctl.screen())
    assert 'role="alertdialog" lang="ru" aria-describedby="confirm-text"' in markup
    assert re.search(r'<p id="confirm-text">[^<]*' + re.escape(standing), html.unescape(markup))


def test_a_first_visit_reads_in_the_browsers_language() -> None:
    """Play-test: a browser set to ru-RU or en-US got the German first dialog. The first of
    the browser's languages (``navigator.languages``) that the page has, by primary subtag;
    else German. A saved choice, ``?lang=`` and an invitation's language still win."""
    cases = [
        ({}, "", ["ru-RU", "ru", "en-US"], "ru"),
        ({}, "", ["en-US", "en"], "en"),
        ({}, "", ["fr-FR", "en-GB", "de-AT"], "en"),
        ({}, "", ["de-AT"], "de"),
        ({}, "", ["fr-FR", "it"], "de"),
        ({}, "", [], "de"),
        ({}, "?lang=de", ["ru-RU"], "de"),
        ({}, "#join=P1.x&lang=en", ["ru-RU"], "en"),
        ({"preferanzen:settings": json.dumps({"v": 1, "lang": "en"})}, "", ["ru-RU"], "en"),
    ]
    for store, address, languages, lang in cases:
        search, _, fragment = address.partition("#")
        params = parse_query(search, "#" + fragment if fragment else "", languages)
        ctl = Controller(dict(store), params, now_ms=lambda: 1, fresh_seed=lambda: 1)
        shown = render(ctl.screen())
        assert ctl.screen().labels.lang == lang, (address, languages)
        dialog = [e for e in elements(shown) if "panel-dialog" in (e.get("class") or "")]
        assert dialog and dialog[0].get("lang") == lang, (address, languages)
