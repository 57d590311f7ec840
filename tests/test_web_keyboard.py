"""web/keyboard.py (keys, roving tab stop, focus kept across re-renders) and
web/announce.py (what the live region says), without a browser."""

from __future__ import annotations

import dataclasses

from game import new_game
from web.announce import Announcer, events, prompt_text
from web.keyboard import (
    BackButton,
    Facts,
    FocusKeeper,
    Target,
    on_key,
    read_facts,
    region_of,
    roving,
    target_from,
)
from web.labels import labels_for
from web.markup import Screen
from web.session import Session
from web.settings import Settings

T = Target


def hand(*cards: str, enabled: bool = True) -> list[Target]:
    return [T("hand", card=c, action=f"play:{c}", enabled=enabled) for c in cards]


BAR = [T("bar", control="last-trick"), T("bar", control="score-sheet"), T("bar", control="rules")]
BOX = [T("actions", container=True)]
HAND_BOX = [T("hand", container=True)]


def test_region_of_the_nearest_box() -> None:
    assert region_of("hand") == "hand"
    assert region_of("prompt is-waiting") == "actions"
    assert region_of("overlay") == "overlay"
    assert region_of("") == "table"


def test_facts_read_by_dom_js_become_targets() -> None:
    # web/dom.js: [box classes, data-card, data-action, data-control, name, radio value,
    # disabled, tabIndex, checked, is its own box, holds the focus]
    rows = read_facts(
        '[["hand", "CA", "play:CA", null, null, null, false, 0, false, false, true],'
        ' ["hand", "C7", null, null, null, null, true, -1, false, false, false],'
        ' ["prompt is-waiting", null, null, null, null, null, false, -1, false, true, false],'
        ' ["overlay", null, null, null, "level", "profi", false, 0, false, false, false],'
        ' ["overlay", null, null, null, "level", "anfaenger", false, 0, true, false, false],'
        ' ["", null, null, "rules", null, null, false, 0, false, false, false]]'
    )
    assert [r.active for r in rows] == [True, False, False, False, False, False]
    targets = [target_from(r) for r in rows]
    assert targets[0] == T("hand", card="CA", action="play:CA")
    assert targets[1] == T("hand", card="C7", enabled=False, tabbable=False)
    assert targets[2] == T("actions", tabbable=False, container=True)
    # a radio is named with its value; only the checked one of its group takes the tab stop
    assert targets[3] == T("overlay", name="level=profi", tabbable=False)
    assert targets[4] == T("overlay", name="level=anfaenger")
    assert targets[5] == T("table", control="rules")  # outside every box
    assert read_facts("[]") == []


def test_arrows_move_between_usable_cards_and_wrap() -> None:
    targets = [*BAR, *BOX, *HAND_BOX, *hand("CA", "CK"), T("hand", card="C7", enabled=False)]
    targets += hand("HA")
    first, second, last = 5, 6, 8
    assert on_key("ArrowRight", False, targets, first) == ("focus", second)
    assert on_key("ArrowRight", False, targets, second) == ("focus", last)  # skips the disabled
    assert on_key("ArrowRight", False, targets, last) == ("focus", first)
    assert on_key("ArrowLeft", False, targets, first) == ("focus", last)
    assert on_key("End", False, targets, first) == ("focus", last)
    assert on_key("Home", False, targets, last) == ("focus", first)
    assert on_key("ArrowRight", False, targets, 0) is None  # the bar: the browser's business


def test_up_and_down_switch_between_the_prompt_and_the_hand() -> None:
    actions = [T("actions", action="pass"), T("actions", action="bid:1")]
    targets = [*BOX, *actions, *HAND_BOX, *hand("CA", "CK")]
    assert on_key("ArrowUp", False, targets, 4) == ("focus", 1)
    assert on_key("ArrowRight", False, targets, 1) == ("focus", 2)
    assert on_key("ArrowDown", False, targets, 2) == ("focus", 4)
    assert on_key("ArrowDown", False, targets, 2, last_card="CK") == ("focus", 5)


def test_an_arrow_with_nothing_focused_enters_the_game() -> None:
    actions = [T("actions", action="pass"), T("actions", action="bid:1")]
    assert on_key("ArrowDown", False, [*BAR, *BOX, *actions, *HAND_BOX, *hand("CA")], None) == (
        "focus",
        4,
    )
    assert on_key("ArrowLeft", False, [*BAR, *BOX, *HAND_BOX, *hand("CA", "CK")], None) == (
        "focus",
        5,
    )
    waiting = [*BAR, *BOX, *HAND_BOX, *hand("CA", enabled=False)]
    assert on_key("ArrowUp", False, waiting, None) == ("focus", 3)  # the prompt box
    assert on_key("ArrowUp", False, [*BAR, T("overlay", control="close")], None) is None


def test_letters_click_the_last_trick_and_the_hint_but_not_while_typing() -> None:
    targets = [*BAR, T("bar", control="hint"), *hand("CA")]
    assert on_key("l", False, targets, 4) == ("click", 0)
    assert on_key("L", False, targets, None) == ("click", 0)
    assert on_key("h", False, targets, 4) == ("click", 3)
    assert on_key("h", False, targets, 4, typing=True) is None
    no_hint = [T("bar", control="last-trick", enabled=False), *hand("CA")]
    assert on_key("h", False, no_hint, 1) is None
    assert on_key("l", False, no_hint, 1) is None  # no trick yet: the control is disabled


def test_the_letter_keys_can_be_turned_off() -> None:
    """WCAG 2.1.4 (a keyboard play-test): the one-letter shortcuts can be switched off in
    the settings (speech input, a screen reader's own keys); the arrows still work."""
    from test_web_view import elements

    from web.panels import dialog

    targets = [*BAR, T("bar", control="hint"), *hand("CA", "CK")]
    for key, code in (("l", "KeyL"), ("H", "KeyH"), ("д", "KeyL")):
        assert on_key(key, False, targets, 4, code=code) is not None
        assert on_key(key, False, targets, 4, code=code, letters=False) is None
    assert on_key("ArrowRight", False, targets, 4, letters=False) == ("focus", 5)
    assert Settings.from_dict({}, ("profi",)).letters  # on unless turned off
    off = Settings.from_dict({"letters": False}, ("profi",))
    assert not off.letters and Settings.from_dict(off.to_dict(), ("profi",)) == off
    assert Settings().merged({"letters": False}, ("profi",)).letters is False
    screen = Screen(settings=off, levels=("profi",), overlay="settings", draft=off)
    box = next(e for e in elements(dialog(screen)) if e.get("name") == "letters")
    assert box.get("type") == "checkbox" and not box.has("checked")
    box = next(
        e
        for e in elements(dialog(dataclasses.replace(screen, draft=Settings())))
        if e.get("name") == "letters"
    )
    assert box.has("checked")


def test_letters_by_the_keys_place_and_through_the_folded_menu() -> None:
    """Play-tested: L did nothing on a phone (its button is folded into the menu), and
    neither L nor H with a Cyrillic layout, which types "д" and "р" on those keys."""
    targets = [*BAR, T("bar", control="hint"), *hand("CA")]
    assert on_key("д", False, targets, 4, code="KeyL") == ("click", 0)
    assert on_key("Р", False, targets, 4, code="KeyH") == ("click", 3)
    assert on_key("n", False, targets, 4, code="KeyL") is None  # a Latin layout: the letter
    folded = [T("bar", control="menu"), T("bar", control="hint"), *hand("CA")]
    assert on_key("l", False, folded, 2) == ("control", "last-trick")
    assert on_key("д", False, folded, 2, code="KeyL") == ("control", "last-trick")
    assert on_key("l", False, folded, 2, typing=True) is None
    assert on_key("l", False, [*folded, T("overlay", name="level")], 2, panel="dialog") is None


def test_escape_closes_a_panel_and_tab_wraps_inside_it() -> None:
    panel = [T("overlay", card=None, control="close")]
    dialog = [
        T("overlay", control="setting", name="level=a"),
        T("overlay", control="setting", name="level=b", tabbable=False),
        T("overlay", control="setting", name="name"),
        T("overlay", action="start"),
    ]
    assert on_key("Escape", False, [*BAR, *panel], 3) == ("click", 3)
    assert on_key("Escape", False, [*BAR, *dialog], 3) is None  # first dialog: cannot close
    assert on_key("Tab", False, [*BAR, *dialog], 6) == ("focus", 3)
    assert on_key("Tab", True, [*BAR, *dialog], 3) == ("focus", 6)
    assert on_key("Tab", False, [*BAR, *dialog], 3) is None
    assert on_key("Tab", False, [*BAR, *dialog], 0) == ("focus", 3)  # focus outside: pulled in
    assert on_key("Escape", False, [*BAR, *panel], 3, typing=True) == ("click", 3)
    # L toggles the last trick's own panel shut, but does nothing over another panel (over
    # the rules it replaced them with the last trick, play-test)
    assert on_key("l", False, [*BAR, *panel], 3, panel="last-trick") == ("click", 0)
    assert on_key("l", False, [*BAR, *panel], 3, panel="rules") is None
    assert on_key("l", False, [*BAR, *panel], 3, panel="score-sheet") is None
    assert on_key("l", False, [*BAR, *dialog], 5, panel="dialog") is None
    assert on_key("l", False, [*BAR, *dialog, *panel], 4, panel="settings") is None
    assert on_key("l", False, [*BAR, *panel], 3) == ("click", 0)  # no panel open (review)


def test_roving_tab_stop() -> None:
    targets = [*HAND_BOX, *hand("CA", "CK", "HA"), T("hand", card="H7", enabled=False)]
    assert roving(targets, 2, None) == 2
    assert roving(targets, None, "HA") == 3
    assert roving(targets, None, "H7") == 1  # disabled: the first usable instead
    assert roving([*HAND_BOX, *hand("CA", enabled=False)], None, None) is None


def test_focus_follows_the_card_then_waits_in_the_hand_then_comes_back() -> None:
    keeper = FocusKeeper()
    mine = [*BAR, *BOX, *HAND_BOX, *hand("CA", "CK", "HA")]
    keeper.focused(mine, 6)  # the player is on CK and plays it
    after = [*BAR, *BOX, *HAND_BOX, *hand("CA", "HA", enabled=False)]
    assert keeper.after_render(after, None) == 4  # the hand box holds it
    keeper.focused(after, 4)  # (focusin on the box is not remembered)
    assert keeper.remembered is not None and keeper.remembered.card == "CK"
    again = [*BAR, *BOX, *HAND_BOX, *hand("CA", "HA")]
    assert keeper.after_render(again, 4) == 6  # CK is gone: its neighbour, HA
    assert keeper.after_render(again, 6) is None  # focus is fine: leave it


def test_focus_moves_from_a_used_prompt_to_the_next_decision() -> None:
    keeper = FocusKeeper()
    auction = [*BAR, T("actions", action="pass"), T("actions", action="bid:1"), *HAND_BOX]
    auction += hand("CA", enabled=False)
    keeper.focused(auction, 4)
    waiting = [*BAR, *BOX, *HAND_BOX, *hand("CA", enabled=False)]
    assert keeper.after_render(waiting, None) == 3  # the prompt box
    announce = [*BAR, *BOX, T("actions", action="announce:C"), T("actions", action="announce:H")]
    announce += [*HAND_BOX, *hand("CA", enabled=False)]
    assert keeper.after_render(announce, 3) == 4  # its first button
    keeper.focused(announce, 4)
    play = [*BAR, *BOX, *HAND_BOX, *hand("CA", "CK")]
    assert keeper.after_render(play, 3) == 5  # nothing to press: the hand
    done = [*BAR, *BOX, *HAND_BOX, T("result", action="next-deal")]
    assert keeper.after_render(done, 3) == 5  # the result's "next deal"


def test_a_button_patched_into_another_under_the_focus_does_not_keep_it() -> None:
    """The page patches elements in place: the bid just made can become the hint button
    with the focus still on it and no focus event. The focus then goes where the bid's
    would have (the prompt box while the opponents bid), and from there to the next
    decision, not staying on the hint for an Enter meant as a bid."""
    keeper = FocusKeeper()
    hint = T("table", control="hint")
    auction = [*BAR, *BOX, T("actions", action="pass"), T("actions", action="bid:1"), hint]
    keeper.focused(auction, 5)  # the player is on "bid:1" and presses Enter
    assert keeper.moved_under(None, None, "hint") and not keeper.moved_under(None, "bid:1", None)
    waiting = [*BAR, *BOX, T("table", control="hint")]
    assert keeper.after_render(waiting, 4) == 3  # the morphed hint button: the prompt box
    again = [*BAR, *BOX, T("actions", action="pass"), T("actions", action="bid:2"), hint]
    assert keeper.after_render(again, 3) == 4  # the next decision's first button
    keeper.focused(again, 6)  # the player himself goes to the hint: it stays there
    assert not keeper.moved_under(None, None, "hint")
    assert keeper.after_render(again, 6) is None


def test_remembering_one_element_by_its_box_equals_reading_the_whole_page() -> None:
    # main.py's focusin reads only the focused element's box and its place there
    page = [*BAR, *BOX, T("actions", action="pass"), *HAND_BOX, *hand("CA", "CK", "HA")]
    for active, target in enumerate(page):
        whole, one = FocusKeeper(), FocusKeeper()
        whole.focused(page, active)
        box = [t for t in page if t.region == target.region and not t.container]
        one.remember(target, box.index(target) if target in box else 0)
        assert one.remembered == whole.remembered and one.last_card == whole.last_card
    keeper = FocusKeeper()
    keeper.remember(T("hand", card="CK"), 1)
    assert keeper.after_render([*BAR, *HAND_BOX, *hand("CA", "HA")], None) == 5  # CK gone: HA
    keeper.remember(HAND_BOX[0], 0)  # the box itself: not remembered
    assert keeper.remembered is not None and keeper.remembered.card == "CK"


def test_a_panel_takes_the_focus_and_gives_it_back() -> None:
    keeper = FocusKeeper()
    table = [*BAR, *BOX, *HAND_BOX, *hand("CA", "CK")]
    keeper.focused(table, 0)  # "last trick" in the bar
    panel = [*table, T("overlay", control="close")]
    assert keeper.after_render(panel, 0) == 7
    keeper.focused(panel, 7)
    assert keeper.after_render(table, None) == 0  # back to its opener
    keeper.focused(table, 5)  # a card, then L and Escape
    assert keeper.after_render(panel, 5) == 7
    keeper.focused(panel, 7)
    assert keeper.after_render(table, None) == 5
    # the new-match dialog opened from the bar starts a match: the focus goes to the new
    # deal's first decision, not back to the bar (keyboard play-test)
    keeper.focused(table, 2)
    dialog = [*table, T("overlay", control="close"), T("overlay", action="start")]
    assert keeper.after_render(dialog, 2) == 7
    keeper.focused(dialog, 8)
    deal = [*BAR, T("actions", action="pass"), T("actions", action="bid:1"), *hand("CA")]
    assert keeper.after_render(deal, None) == 3
    keeper.focused(deal, 2)  # closed without starting: back to its opener
    assert keeper.after_render(dialog, 2) == 7
    keeper.focused(dialog, 7)
    assert keeper.after_render(table, None) == 2


def test_a_panel_opens_on_its_first_control_not_on_a_box_that_only_scrolls() -> None:
    """A read-only body or a wide table's box (``data-scroller``) is reached by Tab, but the
    panel opens on its first control; with nothing else in it, on the box."""
    keeper = FocusKeeper()
    table = [*BAR, *BOX, *HAND_BOX, *hand("CA")]
    keeper.focused(table, 0)
    sheet = [*table, T("overlay", scroller=True), T("overlay", control="close")]
    assert keeper.after_render(sheet, 0) == 7  # the close button, after the box at 6
    keeper.focused(sheet, 6)  # Tab back to the box: a re-render leaves it there
    assert keeper.after_render(sheet, 6) is None
    assert keeper.after_render([*table, T("overlay", scroller=True)], 0) == 6
    assert target_from(
        Facts("overlay", None, None, None, None, None, False, 0, False, False, False, True)
    ) == T("overlay", scroller=True)


def test_nothing_is_grabbed_before_the_player_has_focused_anything() -> None:
    assert FocusKeeper().after_render([*BAR, *BOX, *HAND_BOX, *hand("CA")], None) is None


def test_the_page_is_read_only_when_the_focus_may_have_to_move() -> None:
    keeper = FocusKeeper()
    assert not keeper.needs_look(overlay=False, usable=False)  # nothing remembered yet
    assert keeper.needs_look(overlay=True, usable=False)  # a panel opened
    keeper.after_render([*BAR, T("overlay", control="close")], None)
    assert not keeper.needs_look(overlay=True, usable=True)
    assert keeper.needs_look(overlay=False, usable=True)  # it closed
    keeper.after_render([*BAR, *hand("CA")], None)
    keeper.focused([*BAR, *hand("CA")], 3)
    assert not keeper.needs_look(overlay=False, usable=True)  # an opponent moved
    assert keeper.needs_look(overlay=False, usable=False)  # the card was played


def play_out(session: Session) -> None:
    while not session.over:
        request = session.bot_request()
        legal = session.observation()["legal"]
        if request is not None:
            session.apply_bot(request, request.observation["legal"][0])
        else:
            session.act("bid:1" if "bid:1" in legal else legal[0])


def test_events_narrate_calls_plays_tricks_and_the_result() -> None:
    session = Session.new(seed=223, started=0)
    play_out(session)
    obs = session.observation()
    lab = labels_for("de", "french")
    names = ("Du", "Hansi", "Mizzi")
    lines = events(obs, lab, names)
    plays = sum(h["action"].startswith("play:") for h in obs["history"])
    tricks = [line for line in lines if line.startswith(("Stich an ", "Dein Stich"))]
    assert len(tricks) == len(obs["tricks"]) and plays
    assert lines[0].startswith(("Du ", "Hansi ", "Mizzi "))  # a sentence: "Du bietest Eins"
    assert lines[-1].startswith("Ergebnis: Du ") or lines[-1] == lab.t("all_pass")
    english = events(obs, labels_for("en", "french"), ("You", "Hansi", "Mizzi"))
    assert any(line.startswith(("Trick to ", "Your trick")) for line in english)
    assert any(" of " in line for line in english)  # "You: King of Hearts"


def test_announcer_says_only_what_is_new_and_asks_the_player() -> None:
    settings = Settings()
    session = Session.new(seed=223, started=0)
    announcer = Announcer()

    def screen() -> Screen:
        return Screen(
            settings=settings,
            levels=("anfaenger",),
            obs=session.observation(),
            deal_number=session.deal_index + 1,
        )

    # the deal begins: it is announced (play-tested: the first deal of a match was not)
    assert announcer.news(screen()) == ["Spiel 1 · Geber: Mizzi", "Dein Gebot"]
    obs = session.observation()
    assert obs["legal"]  # seat 0 is forehand in the first deal
    session.act("pass")
    assert announcer.news(screen())[0] == "Du passt"
    assert Announcer().news(screen()) == []  # first look mid-deal (a reload): nothing old
    obs = session.observation()
    while obs["legal"] == [] and not session.over:
        request = session.bot_request()
        assert request is not None
        session.apply_bot(request, request.observation["legal"][0])
        obs = session.observation()
    news = announcer.news(screen())
    assert news[0].startswith(("Hansi ", "Mizzi "))
    if obs["legal"]:
        assert news[-1] == prompt_text(obs, screen().labels) != ""
    assert announcer.news(screen()) == []  # said once
    play_out(session)
    announcer.news(screen())
    session.next_deal()
    news = announcer.news(screen())
    assert news[0].startswith("Spiel 2 · Geber: ")
    # a new match at the same deal number is announced however far its deal has gone
    # (Screen.match; play-tested: only "Dein Gebot" was said)
    again = dataclasses.replace(screen(), match="another")
    assert announcer.news(again)[0].startswith("Spiel 2 · Geber: ")
    assert announcer.news(again) == []


def test_the_card_names_are_spoken_in_the_deck_and_language() -> None:
    assert labels_for("de", "german").card("HK") == "Herz König"
    assert labels_for("de", "german").card("CJ") == "Eichel Unter"
    assert labels_for("en", "french").card("HK") == "King of Hearts"
    assert new_game(1) is not None


def test_the_view_marks_the_boxes_that_hold_the_focus_and_the_keys() -> None:
    """The hand is a labelled group and, like the prompt, can hold the focus (tabindex -1);
    the last-trick control names its key; the dialog explains the keys."""
    from web.panels import dialog, notices
    from web.view import render

    session = Session.new(seed=223, started=0)
    screen = Screen(
        settings=Settings(),
        levels=("anfaenger",),
        obs=session.observation(),
        deal_number=1,
    )
    page = render(screen)
    assert '<div class="hand" role="group" tabindex="-1" aria-label="Deine Karten"' in page
    assert '<div class="prompt" tabindex="-1">' in page
    assert 'data-control="last-trick"' in page and 'aria-keyshortcuts="L"' in page
    assert "aria-live" not in page  # web/announce.py speaks instead, through #announcer
    keys = dialog(screen)  # the keys under their fold's heading, said once
    assert ">Tastatur<" in keys and "← → wählt eine Karte" in keys and "Tastatur:" not in keys
    update = Screen(settings=Settings(), levels=(), notices=(("notice_update", {}),))
    assert 'data-control="reload"' in notices(update)
    assert 'data-control="reload"' not in notices(
        Screen(settings=Settings(), levels=(), notices=(("notice_worker", {}),))
    )


def test_announcer_speaks_the_hint_and_an_undo_without_repeating_the_deal() -> None:
    from dataclasses import replace

    session = Session.new(seed=223, started=0)
    before = session.observation()
    assert before["legal"]
    base = Screen(settings=Settings(), levels=("anfaenger",), obs=before, deal_number=1)
    announcer = Announcer()
    assert announcer.news(base)[0] == "Spiel 1 · Geber: Mizzi"
    assert announcer.news(base) == []
    answer = {"action": before["legal"][0], "reason": {"kind": "forced"}}
    hinted = replace(base, hint={"status": "ready", "answer": answer})
    news = announcer.news(hinted)
    assert len(news) == 1 and news[0].startswith("Tipp: ")
    assert announcer.news(hinted) == []
    session.act("pass")
    after = replace(base, obs=session.observation())
    assert announcer.news(after)[0] == "Du passt"
    undone = replace(base, undone="pass")
    news = announcer.news(undone)
    assert news[0] == labels_for("de", "french").t("undone", action="Passen")
    assert not any(line.startswith(("Spiel ", "Du: ")) for line in news)  # no replay
    assert news[-1] == "Dein Gebot"
    # an aid that could not act says why aloud too (it was shown only; play-tested)
    refused = replace(undone, undone=None, undo_note="auction_closed")
    assert announcer.news(refused) == [labels_for("de", "french").t("undo:auction_closed")]
    assert announcer.news(refused) == []
    off = replace(undone, undone=None, off_note="last-trick")
    assert announcer.news(off) == [labels_for("de", "french").t("why_off:last-trick")]


def test_arrows_leave_an_aid_for_the_hand_or_the_prompt() -> None:
    """From a control beside the prompt (undo, hint, the guide) the arrows lead back into
    the game: Down to the hand, Up to the decision."""
    targets = [
        Target("actions", action="bid:1"),
        Target("table", control="hint"),
        Target("hand", card="HA"),
        Target("hand", card="HK"),
    ]
    assert on_key("ArrowDown", False, targets, 1) == ("focus", 2)
    assert on_key("ArrowUp", False, targets, 1) == ("focus", 0)
    assert on_key("ArrowLeft", False, targets, 1) is None
    # from the bar (the menu button, where a closed dialog leaves the focus) Down leads into
    # the game, to the calls while no card can be played (play-tested: nothing happened)
    bar = [Target("bar", control="menu"), Target("actions", action="bid:1")]
    locked = [Target("hand", card="HA", enabled=False)]
    assert on_key("ArrowDown", False, [*bar, *locked], 0) == ("focus", 1)
    assert on_key("ArrowDown", False, [*bar, *targets[2:]], 0) == ("focus", 2)


def test_the_review_and_the_folded_menu_by_keys() -> None:
    """Escape closes a term's explanation first, then a panel, else the deal's review, else
    the open menu; in the
    review the arrows click its steps; focus goes into the review and back to its opener,
    and from a folded-away menu item to the menu's button."""
    review = [
        T("table", control="review-first", enabled=False),
        T("table", control="review-back", enabled=False),
        T("table", control="review-next"),
        T("table", control="review-last"),
        T("table", control="review-close"),
    ]
    menu = [T("bar", control="menu"), T("bar", control="rules", enabled=False)]
    assert on_key("Escape", False, [*menu, *review], 4) == ("click", 6)
    assert on_key("Escape", False, [*menu, *review, T("overlay", control="close")], 4) == (
        "click",
        7,
    )
    assert on_key("Escape", False, menu, 0, menu=True) == ("click", 0)
    assert on_key("Escape", False, menu, 0) is None  # the menu is closed: nothing to do
    tip = T("table", control="close-term")  # a term's explanation stands over everything
    assert on_key("Escape", False, [*menu, T("overlay", control="close"), tip], 0) == (
        "click",
        3,
    )
    assert on_key("ArrowRight", False, [*menu, *review], 4) == ("click", 4)
    assert on_key("End", False, [*menu, *review], 4) == ("click", 5)
    assert on_key("ArrowLeft", False, [*menu, *review], 4) is None  # at the start already
    keeper = FocusKeeper()
    result = [*menu, T("result", control="review"), T("result", action="next-deal")]
    keeper.focused(result, 2)
    assert keeper.after_render([*menu, *review], None) == 4  # its "next"
    keeper.focused([*menu, *review], 6)  # closes it
    assert keeper.after_render(result, None) == 2  # back on "review the deal"
    keeper = FocusKeeper()
    keeper.focused([T("bar", control="menu"), T("bar", control="rules")], 1)
    assert keeper.after_render([*menu, *BOX], None) == 0  # the item folded away: the menu


def test_announcer_says_the_cards_picked_to_discard_as_a_pair() -> None:
    """Play-tested with the live region: a third card silently replaced the first (only
    ``aria-pressed`` changed); the pick is said whole after each change."""
    session = Session.new(seed=7, started=0)
    session.act("bid:1")  # both pass: the player exchanges
    while session.observation()["phase"] != "exchange":
        request = session.bot_request()
        assert request is not None
        session.apply_bot(request, "pass")
    obs = session.observation()
    assert obs["phase"] == "exchange" and obs["legal"]
    base = Screen(settings=Settings(), levels=("anfaenger",), obs=obs, deal_number=1)
    announcer = Announcer()
    announcer.news(base)
    said = [
        announcer.news(dataclasses.replace(base, selected=picked))
        for picked in (("DK",), ("DK", "DQ"), ("DQ", "D9"), ("DQ", "D9"))
    ]
    assert said == [
        ["Ablegen: Karo König"],
        ["Ablegen: Karo Dame, Karo König"],
        ["Ablegen: Karo Neun, Karo Dame"],
        [],
    ]


def test_announcer_asks_for_no_card_that_auto_play_plays() -> None:
    """Play-tested: "Dein Ausspiel" was said right before auto-play played the one legal
    card; with auto-play on, only the card's own line says it."""

    def screen(obs: dict[str, object], autoplay: bool) -> Screen:
        settings = Settings(autoplay=autoplay)
        return Screen(settings=settings, levels=("anfaenger",), obs=obs, deal_number=1)

    forced = None
    for seed in range(40):
        session = Session.new(seed=seed, started=0)
        before = session.observation()
        while not session.over:
            obs = session.observation()
            if obs["phase"] == "play" and len(obs["legal"]) == 1 and obs["trick"]["cards"]:
                forced = (before, obs)
                break
            before = obs
            request = session.bot_request()
            if request is None:
                session.act(obs["legal"][-1])
            else:
                session.apply_bot(request, request.observation["legal"][0])
        if forced is not None:
            break
    assert forced is not None
    before, obs = forced
    for autoplay in (False, True):
        announcer = Announcer()
        announcer.news(screen(before, autoplay))
        said = announcer.news(screen(obs, autoplay))
        asked = prompt_text(obs, labels_for("de", "french"))
        assert asked and (asked in said) != autoplay, said


def test_announcer_says_the_verdict_with_the_result() -> None:
    """Play-tested: only "Ergebnis: Du −15, …" was spoken; the headline ("… fällst: nur 3
    Stiche") had to be read from the panel."""
    from web.panels import verdict

    session = Session.new(seed=7, started=0)
    screen = Screen(settings=Settings(), levels=("anfaenger",), obs=session.observation())
    announcer = Announcer()
    announcer.news(dataclasses.replace(screen, deal_number=1))
    play_out(session)
    done = dataclasses.replace(screen, obs=session.observation(), deal_number=1)
    assert done.obs is not None and done.obs["result"]["kind"] != "all_pass"
    said = announcer.news(done)
    assert said[-1].startswith(verdict(done)[0] + " Ergebnis: Du ")


def test_back_keeps_one_entry_per_opening_and_never_traps_the_player() -> None:
    """web/keyboard.BackButton: one history entry while something Escape closes is open;
    Back over it closes that; a close that is refused (the first visit's new-match dialog)
    pushes no new entry, so the next Back leaves the page; the page's own back() after a
    close by button is not taken for the player's Back."""
    closable = BackButton.closable
    assert closable("score-sheet", None, False, None, True) and closable(None, 3, False, None, True)
    assert closable(None, None, True, None, True) and closable(None, None, False, "talon", True)
    assert not closable("elsewhere", None, False, None, True)
    assert not closable(None, None, False, None, True)
    assert closable("dialog", None, False, None, True)  # a new match, asked mid-match
    assert not closable("dialog", None, False, None, False)  # the first visit: cannot close
    back = BackButton()
    assert back.after_paint(True) == "push"  # the dialog on a first visit
    assert back.on_popstate()  # Back: close it (refused: no match yet) ...
    assert back.after_paint(True) is None  # ... and no new entry: the next Back leaves
    assert not back.on_popstate()
    assert back.after_paint(False) is None  # closed by starting: no entry to take back
    assert back.after_paint(True) == "push"  # the menu opens
    assert back.after_paint(True) is None  # the rules from the menu: the same entry
    assert back.after_paint(False) == "back"  # closed by their button: the entry goes
    assert back.after_paint(True) == "push"  # reopened before that back() arrived
    assert not back.on_popstate()  # the page's own back(): nothing to close
    assert back.on_popstate()  # the player's Back over the new entry


def test_a_reload_on_the_pages_own_entry_leaves_no_dead_back() -> None:
    """Reloaded while a panel was open, the page stands on its own history entry (marked by
    ``BackButton.STATE``) with nothing open: it goes back over that entry at its first paint,
    so the player's first Back leaves; it pushed nothing and the one Back landed on the same
    page. With something open at the first paint, the entry serves it: no second entry."""
    back = BackButton(on_own_entry=True)
    assert back.after_paint(False) == "back"  # off the stale entry at once
    assert not back.on_popstate()  # that back()'s popstate closes nothing
    assert back.after_paint(False) is None
    assert back.after_paint(True) == "push"  # a panel opens later: an entry of its own
    back = BackButton(on_own_entry=True)
    assert back.after_paint(True) is None  # open at the first paint: the entry is its
    assert back.on_popstate()  # Back closes it ...
    assert back.after_paint(False) is None  # ... with no back() of the page's
    assert BackButton().after_paint(False) is None  # a page started on any other entry
