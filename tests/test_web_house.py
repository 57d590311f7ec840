"""The house rules on the page (issue 9): presets, the dialog's form, hostile input, texts."""

from __future__ import annotations

import html
import json
import random
import re
from dataclasses import fields, replace

import pytest
from test_web_view import screen_for
from web_helpers import finish_deal

from game import Rules, apply, legal_actions, new_game, observe, record_text
from game.contracts import games, hand_games
from game.kontra import kontra_game
from game.pools import pool_settlement
from game.rules import DEFAULT_RULES, PRESETS
from game.state import State
from web.analysis import deal_analysis
from web.announce import Announcer, prompt_text
from web.controller import Controller
from web.guide import guide_step
from web.house_rules import (
    CHOICES,
    GROUPS,
    PRESET_CHOICES,
    form_fields,
    preset_of,
    rules_from_form,
    rules_from_text,
)
from web.house_texts import TEXTS
from web.house_view import pool_line, pool_text, rules_name, switch_help, switch_text
from web.labels import cap, labels_for, signed
from web.markup import Screen
from web.panels import dialog, score_sheet
from web.phrases import game_in_text
from web.session import Session, match_totals
from web.settings import Params, Settings, parse_query
from web.view import render

AUSTRIAN = PRESETS["oesterreich"]


def test_presets_are_the_online_game_and_the_austrian_table() -> None:
    assert preset_of(Rules()) == "online"
    assert preset_of(AUSTRIAN) == "oesterreich"
    assert preset_of(Rules(kontra=True)) == "custom"
    assert rules_from_form({"house": "online"}, AUSTRIAN) == Rules()
    assert rules_from_form({"house": "oesterreich"}, Rules()) == AUSTRIAN
    # the Austrian table of seed 002: Kontra, Hand, Nachgehen, aces, DMO, "здесь", Pulka
    assert (AUSTRIAN.kontra, AUSTRIAN.hand_doubling, AUSTRIAN.nachgehen) == (True, True, True)
    assert (AUSTRIAN.ace_premiums, AUSTRIAN.durchmarsch_ouvert) == (True, True)
    assert AUSTRIAN.hold_right == "overbid_when_two_remain"
    assert AUSTRIAN.pool == "pulka_unlimited"


def test_custom_form_reads_every_switch_and_round_trips() -> None:
    custom = Rules(
        rotation="anticlockwise",
        lone_defender_quota=4,
        kontra=True,
        dmo_value=160,
        durchmarsch_ouvert=True,
        pool="pulka_limited",
        pool_cap=200,
    )
    form = form_fields(custom)
    assert form["house"] == "custom"
    text_form = {k: (str(v) if not isinstance(v, bool) else v) for k, v in form.items()}
    assert rules_from_form(text_form, Rules()) == custom
    assert rules_from_form(form, Rules()) == custom


@pytest.mark.parametrize(
    "form",
    [
        {"house": "custom", "house:rotation": "sideways"},
        {"house": "custom", "house:lone_defender_quota": "3"},
        {"house": "custom", "house:dmo_value": "99"},
        {"house": "custom", "house:pool_cap": "²"},
        {"house": "custom", "house:kontra": "maybe"},
        {"house": "custom", "house:nonsense": "1"},
        {"house": "evil"},
        {"house": ["online"]},
        {},
    ],
)
def test_hostile_form_values_change_nothing(form: dict[str, object]) -> None:
    current = Rules(kontra=True)
    assert rules_from_form(form, current) == current


def test_stored_rules_text_is_read_defensively() -> None:
    assert rules_from_text("kontra=True") == Rules(kontra=True)
    for bad in ("kontra=maybe", "x" * 5000, None, 17, "dmo_value=²", "default,"):
        assert rules_from_text(bad) == Rules()


def test_every_switch_is_in_the_dialog_once() -> None:
    names = [name for _group, group_names in GROUPS for name in group_names]
    assert sorted(names) == sorted(f.name for f in fields(Rules))
    for name, values in CHOICES.items():
        assert getattr(Rules(), name) in values


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_every_switch_value_and_preset_has_its_text(lang: str) -> None:
    texts = TEXTS[lang]
    for group, names in GROUPS:
        assert texts[f"house:group:{group}"]
        for name in names:
            assert texts[f"house:{name}"] and texts[f"house:{name}:help"]
            for value in CHOICES.get(name, ()):
                assert texts[f"house:{name}={value}"]
    for preset in PRESET_CHOICES:
        assert texts[f"house:preset:{preset}"] and texts[f"house:preset:{preset}:help"]
    for action in (
        "hand:yes hand:no nachgehen:pass nachgehen:take nachgehen:leave aces:none aces:four "
        "aces:pass kontra:yes kontra:no rekontra:yes rekontra:no"
    ).split():
        assert texts[action] and texts[f"log:{action}"] and texts[f"log:{action}:you"]
    lab = labels_for(lang, "french")
    for _group, names in GROUPS:  # "Kassa: Pulka (…)", never "Pot: Pulka: the dealer …"
        for name in names:
            for value in CHOICES.get(name, ()):
                assert switch_text(lab, name, value).count(":") <= 1, (name, value)


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_hand_and_kontra_name_every_game_they_apply_to(lang: str) -> None:
    """§9.3, §9.7: Kontra and Hand apply to Bettler, Bettler Ouvert, Durchmarsch and, with
    §9.5 on, Durchmarsch Ouvert; Sans Atout only with each one's own sub-switch, which says
    so. Found by a play-tester: the help named only Bettler, Bettler Ouvert and Durchmarsch.
    Each switch's help names every game the engine lets it apply to, under every setting of
    the switches involved, and never Sans Atout; nor Durchmarsch Ouvert while it is off (a
    play-tester found it named then), in the dialog as in the text."""
    lab = labels_for(lang, "french")
    for dmo, sans in [(d, s) for d in (False, True) for s in (False, True)]:
        rules = Rules(
            durchmarsch_ouvert=dmo,
            kontra=True,
            kontra_includes_sans=sans,
            hand_doubling=True,
            hand_doubling_includes_sans=sans,
        )
        applies = {
            "kontra": [g for g in games(rules) if kontra_game(g, rules)],
            "hand_doubling": list(hand_games("1", rules)),
        }
        assert ("durchmarsch_ouvert" in applies["kontra"]) is dmo
        settings = Settings(lang=lang)
        shown_in_dialog = html.unescape(
            dialog(
                Screen(
                    settings=settings,
                    levels=("anfaenger",),
                    draft=replace(settings, rules=rules.describe()),
                )
            )
        )
        for switch, names in applies.items():
            help_ = switch_help(lab, switch, rules).lower()
            sub_help = lab.t(f"house:{switch}_includes_sans:help").lower()
            for game in names:
                shown = lab.game(game).lower()
                assert shown in (sub_help if game == "sans" else help_), (switch, game)
            assert lab.game("sans").lower() not in help_, switch
            assert (lab.game("durchmarsch_ouvert").lower() in help_) is dmo, switch
            assert (
                f'<small class="help">{switch_help(lab, switch, rules)}</small>' in shown_in_dialog
            )


def test_the_three_languages_have_the_same_keys_and_placeholders() -> None:
    import string

    def holes(text: str) -> set[str]:
        return {f for _l, f, _s, _c in string.Formatter().parse(text) if f}

    de, en, ru = TEXTS["de"], TEXTS["en"], TEXTS["ru"]
    few = {key for key in ru if key.endswith("_few")}  # Russian plural forms (Labels.count)
    assert set(de) == set(en) == set(ru) - few
    assert all(key.removesuffix("_few") + "_n" in ru for key in few)
    for key in de:
        assert holes(de[key]) == holes(en[key]) == holes(ru[key]), key


# --- a match under house rules on the page ---------------------------------------------------


def _pulka_session(deals: int) -> Session:
    session = Session.new(11, 1000, AUSTRIAN)
    for _ in range(deals):
        finish_deal(session)
        session.next_deal()
    finish_deal(session)
    return session


def test_a_pulka_match_keeps_its_sheet_from_the_engine() -> None:
    """§9.9 on the page: every row is the match's DealLine (contributions, chips, pool), the
    totals are Match.totals, and a saved match comes back with its rules."""
    session = _pulka_session(3)
    assert session.rules == AUSTRIAN
    sheet = session.sheet()
    rows = session.score_rows()
    assert len(rows) == 4 == len(sheet.lines())
    for row, line in zip(rows, sheet.lines(), strict=True):
        assert (row.scores, row.paid, row.pool) == (line.net, line.paid, line.pool)
        assert sum(row.paid) == 10  # Pulka: the dealer pays 10 before every deal
    assert session.totals() == sheet.totals()
    assert session.pool() == sheet.pool == rows[-1].pool
    # chips are conserved: what the players won and lost is what went into the pool
    assert sum(session.totals()) + (session.pool() or 0) == 0
    again = Session.from_dict(json.loads(json.dumps(session.to_dict())))
    assert again.rules == AUSTRIAN and again.totals() == session.totals()


def test_history_entry_and_its_totals_keep_the_rules() -> None:
    session = _pulka_session(1)
    entry = session.history_entry("Anna", "anfaenger")
    assert entry["rules"] == AUSTRIAN.describe()
    assert match_totals(entry) == session.totals()
    plain = Session.new(3, 1000)
    finish_deal(plain)
    assert "rules" not in plain.history_entry("Anna", "anfaenger")  # old format unchanged


def test_the_dialog_and_the_url_choose_the_rules_of_a_new_match() -> None:
    store: dict[str, str] = {}
    ctl = Controller(store, Params(seed=4), now_ms=lambda: 1, fresh_seed=lambda: 1)
    ctl.click(action="start", form={"level": "anfaenger", "house": "oesterreich"})
    assert ctl.session is not None and ctl.session.rules == AUSTRIAN
    assert ctl.settings.rules == AUSTRIAN.describe()  # remembered for the next match
    url = Controller({}, parse_query("?seed=4&rules=kontra=True"), now_ms=lambda: 1)
    url.click(action="start", form={"level": "anfaenger"})
    assert url.session is not None and url.session.rules == Rules(kontra=True)
    bad = Controller({}, parse_query("?seed=4&rules=kontra=perhaps"), now_ms=lambda: 1)
    bad.click(action="start", form={"level": "anfaenger", "house": "online"})
    assert bad.session is not None and bad.session.rules == Rules()


def test_settings_read_stored_rules_defensively() -> None:
    levels = ("anfaenger", "profi")
    assert Settings.from_dict({"rules": "kontra=True"}, levels).house_rules == Rules(kontra=True)
    assert Settings.from_dict({"rules": {"evil": 1}}, levels).house_rules == Rules()
    form = {"house": "custom", "house:nachgehen": True, "house:pool": "steirisch"}
    merged = Settings().merged(form, levels)
    assert merged.house_rules == Rules(nachgehen=True, pool="steirisch")


def _form_of(markup: str) -> dict[str, object]:
    """The dialog's fields as ``main.read_form`` reads them (checked radios, checkboxes)."""
    form: dict[str, object] = {}
    for tag in re.findall(r"<input[^>]*>", markup):
        name = re.search(r'name="([^"]*)"', tag)
        if name is None:
            continue
        checked = re.search(r"\schecked(?:[\s>=/]|$)", tag) is not None
        if 'type="checkbox"' in tag:
            form[name.group(1)] = checked
        elif 'type="radio"' in tag and checked:
            form[name.group(1)] = html.unescape(re.search(r'value="([^"]*)"', tag).group(1))
    return form


@pytest.mark.parametrize(
    "rules", [Rules(), AUSTRIAN, Rules(kontra=True, pool="steirisch", pool_stake=50)]
)
def test_the_dialog_offers_every_switch_and_reads_back_the_same_rules(rules: Rules) -> None:
    """The new-game dialog's "Hausregeln": the presets and every switch, checked as the
    rules are; what the browser would submit unchanged gives the same rules back."""
    screen = Screen(
        settings=Settings(), levels=("anfaenger",), draft=Settings(rules=rules.describe())
    )
    markup = dialog(screen)
    form = _form_of(markup)
    for f in fields(Rules):
        assert f'name="house:{f.name}"' in markup, f.name
    assert form["house"] == preset_of(rules)
    assert rules_from_form(form, rules) == rules
    for preset in PRESET_CHOICES:
        assert f'value="{preset}"' in markup


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_no_switch_repeats_its_groups_heading(lang: str) -> None:
    """Found by a play-tester: the dialog read "Kassa / Kassa" ("Pot / Pot", "Пулька /
    Пулька"), the pool group's heading and then its one switch's. A switch named as its group
    is not named again, in the dialog and in the rules panel; its explanation stays."""
    lab = labels_for(lang, "french")
    settings = Settings(lang=lang)
    screen = Screen(
        settings=settings, levels=("anfaenger",), draft=replace(settings, rules=AUSTRIAN.describe())
    )
    markup = html.unescape(dialog(screen))
    # the house rules' box keeps its own heading (a switch's name once took its place)
    assert f'<fieldset class="house"><legend>{lab.t("house:title")}</legend>' in markup
    for group, names in GROUPS:
        heading = lab.t(f"house:group:{group}")
        start = markup.index(f'<fieldset class="switch-group"><legend>{heading}</legend>')
        body = markup[start : markup.find('<fieldset class="switch-group">', start + 1)]
        shown = re.findall(r'<fieldset class="switch"><legend>([^<]*)<small', body)
        shown += re.findall(r'<label class="choice"><input[^>]*><span>([^<]*)<small', body)
        assert heading not in shown, (group, shown)
        for name in names:  # every switch still explains itself under its group
            assert switch_help(lab, name, AUSTRIAN) in body, name
    # the case found, whose words stay the same: the rules panel does not repeat it either
    assert lab.t("house:group:pool") == lab.t("house:pool")
    rules = replace(screen_for(new_game(3)), overlay="rules", settings=settings)
    section = html.unescape(render(rules)).split('<section id="rules-house-pool">')[1]
    assert f"<strong>{lab.t('house:pool')}</strong>" not in section
    assert f"<li>{lab.t('house:pool:help')} (" in section
    # and says how the chips move (§9.9; a play-tester found it nowhere on the page)
    assert f"<p>{lab.t('house:pool:rules')}</p>" in section
    assert ("2·K" if lang == "de" else "2·P" if lang == "en" else "2·П") in section


def test_a_switch_changed_in_the_dialog_makes_the_rules_custom() -> None:
    form = {**form_fields(AUSTRIAN), "house": "oesterreich", "house:kontra": False}
    assert rules_from_form(form, AUSTRIAN) == replace(AUSTRIAN, kontra=False)
    assert preset_of(replace(AUSTRIAN, kontra=False)) == "custom"
    # choosing a preset anew takes the whole preset, whatever the switches say
    assert rules_from_form({**form, "house": "online"}, AUSTRIAN) == Rules()


def test_the_switches_stay_open_while_the_player_changes_them() -> None:
    """Found by a play-test: "My own rules" opens the switches, and the first switch changed
    (the rules become custom, whose fold is open by default) closed them again."""
    ctl = Controller({}, Params(seed=4), now_ms=lambda: 1)
    ctl.open_dialog()

    def shown() -> bool:
        html_ = render(ctl.screen())
        found = re.search(r'data-control="section:house"[^>]*aria-expanded="(\w+)"', html_)
        assert found is not None
        return found.group(1) == "true"

    assert not shown()
    ctl.click(control="section:house", form={})  # the "My own rules" choice
    assert shown()
    ctl.click(control="setting", form={"house": "online", "house:kontra": True})
    assert ctl.ui.draft is not None and preset_of(ctl.ui.draft.house_rules) == "custom"
    assert shown()  # still open
    ctl.click(control="setting", form={"house": "custom", "house:kontra": False})
    assert shown()
    ctl.click(control="section:house", form={})  # the player closes it himself
    assert not shown()


def test_the_result_and_the_score_sheet_of_a_pulka_deal() -> None:
    """§9.9 on screen: the result names the pool before and after with each seat's chips,
    the sheet names the rules and has the pool column; the table names rules and pool."""
    ctl = Controller({}, Params(seed=11), now_ms=lambda: 1, fresh_seed=lambda: 1)
    ctl.click(action="start", form={"level": "anfaenger", "house": "oesterreich"})
    assert ctl.session is not None
    lab = labels_for("de", "french")
    table = render(ctl.screen())
    assert 'data-field="rules"' in table and rules_name(lab, AUSTRIAN) in table
    assert f"Pulka: {ctl.session.observation()['pool']}" in table
    finish_deal(ctl.session)
    screen = ctl.screen()
    before, after = ctl.session.observation()["pool"], ctl.session.pool()
    assert after is not None
    assert html.escape(pool_text(lab, before, after, mode=AUSTRIAN.pool)) in render(screen)
    # the dealer's 10 paid in before the deal is named, so the line adds up to the bar's change
    row = ctl.session.score_rows()[-1]
    dealer = ctl.session.state.dealer
    assert row.paid[dealer] == 10 and sum(row.paid) == 10
    paid_in = cap(lab.t("result:paid_in", who=f"{screen.names[dealer]} 10 Fische"))
    assert html.escape(paid_in) in render(screen)
    sheet = score_sheet(replace(screen, overlay="score-sheet"))
    assert html.escape(lab.t("house:rules_of_match", rules=rules_name(lab, AUSTRIAN))) in sheet
    assert f'<td class="points pool">{after}</td>' in sheet


@pytest.mark.parametrize(
    ("lang", "points", "chips"),
    [("de", "Punkte", "Fische"), ("en", "Scores", "Chips"), ("ru", "Запись", "Фишки")],
)
def test_the_score_sheet_of_a_pool_match_is_headed_chips(
    lang: str, points: str, chips: str
) -> None:
    """§9.9: in a pool match (Pulka, Steirisch) the sheet's numbers are chips, so the sheet
    and the menu entry that opens it say so; without a pool they stay points. Found by a
    play-tester: a Pulka match's sheet was headed "Punkte" over its chips."""
    for house, title in (("oesterreich", chips), ("online", points)):
        ctl = Controller({}, Params(seed=11), now_ms=lambda: 1, fresh_seed=lambda: 1)
        ctl.click(action="start", form={"level": "anfaenger", "house": house})
        assert ctl.session is not None
        finish_deal(ctl.session)
        screen = ctl.screen()
        screen = replace(screen, settings=replace(screen.settings, lang=lang))
        shown = render(replace(screen, overlay="score-sheet"))
        assert f'<h2 id="sheet-title">{title}</h2>' in shown, house
        assert f'aria-label="{title}"' in shown, house  # the table's scrolling box
        menu = re.search(r'<button[^>]*data-control="score-sheet"[^>]*>([^<]*)<', shown)
        assert menu is not None and menu.group(1) == title, house


def _contract_line(table: str) -> str:
    found = re.search(r'<p class="contract">(.*?)</p>', table)
    assert found is not None
    return html.unescape(re.sub(r"<[^>]+>", "", found.group(1)))


def test_a_player_who_goes_after_is_not_said_to_play_the_game_he_goes_above() -> None:
    """§9.8: after ``nachgehen:take``/``leave`` the contract line says who goes after, above
    the game on the table, not that he plays it (he must announce a higher one)."""
    rules = Rules(nachgehen=True)
    names = ("Du", "Hansi", "Mizzi")
    seen = set()
    for seed in range(200):
        rng = random.Random(seed)
        state = new_game(seed, 2, rules)
        while state.phase not in ("defence", "play", "done"):
            legal = legal_actions(state)
            obs = observe(state, 0)
            if obs["game"] is not None and state.phase in ("exchange", "announce"):
                who = obs["declarer"]
                line = _contract_line(render(screen_for(state)))
                says = "Du gehst nach" if who == 0 else f"{names[who]} geht nach"
                assert line.startswith(f"{says}: ein höheres Spiel als "), line
                assert "Trumpf" not in line and "spielt" not in line, line
                english = render(screen_for(state, settings=Settings(lang="en")))
                assert " a game above " in _contract_line(english)
                seen.add((state.phase, who == 0))
            going = [a for a in ("nachgehen:take", "nachgehen:leave") if a in legal]
            state = apply(state, rng.choice(going or legal))
        if state.phase in ("defence", "play"):  # announced: the declarer plays his game
            line = _contract_line(render(screen_for(state)))
            assert line.startswith(("Du spielst ", "Hansi spielt ", "Mizzi spielt ")), line
    assert seen == {(p, you) for p in ("exchange", "announce") for you in (True, False)}


def _middle(table: str) -> tuple[str, bool]:
    """The caption under the talon's place in the middle, and whether cards lie turned."""
    found = re.search(r'<div class="talon"[^>]*>(.*?)</div></div>', table)
    assert found is not None
    caption = re.search(r'<p class="talon-caption"[^>]*>(.*?)</p>', found.group(1))
    assert caption is not None
    return html.unescape(caption.group(1)), "is-turned" in found.group(1)


def test_the_exchange_after_nachgehen_shows_the_discard_taken_up_not_the_talon() -> None:
    """§9.8: a challenger who says ``nachgehen:take`` takes up the current discard ("Ablage"),
    not the talon. Found by a play-tester: the middle said "Du nimmt den Talon auf" ("You
    picks up the talon", "Вы берёт прикуп"); and a former declarer saw the talon he had
    taken turned over as his own, its cards marked in his hand, while another exchanged."""
    rules = Rules(nachgehen=True)
    expected = {
        "de": ("Du nimmst die Ablage auf", "{} nimmt die Ablage auf"),
        "en": ("You pick up the discard", "{} picks up the discard"),
        "ru": ("Вы берёте снос", "{} берёт снос"),
    }
    seen = set()
    for seed in range(300):
        rng = random.Random(seed)
        state = new_game(seed, 2, rules)
        while state.phase not in ("defence", "play", "done"):
            obs = observe(state, 0)
            if state.phase == "exchange" and obs["nachgehen"]:
                you, had_talon = state.declarer == 0, obs["talon"] is not None
                seen.add((you, had_talon))
                for lang, (yours, theirs) in expected.items():
                    screen = screen_for(state, settings=Settings(lang=lang))
                    caption = yours if you else theirs.format(screen.names[state.declarer])
                    shown = render(screen)
                    # turned over for the challenger, who holds them (as the talon is)
                    assert _middle(shown) == (caption, you), (seed, lang)
                    assert "from-talon" not in shown, (seed, lang)
                    # the challenger's own hand marks the discard he took up, badge and all
                    marked = re.findall(r'class="card from-discard[^"]*" data-card="(\w\w)"', shown)
                    taken = obs["discards"][-1]
                    assert taken["taken_by"] == state.declarer
                    assert sorted(marked) == (sorted(taken["cards"]) if you else []), (seed, lang)
                    lab = labels_for(lang, "french")
                    assert shown.count(f'data-mark="{lab.t("discard_badge")}"') == len(marked)
                    assert shown.count(f"({lab.t('discard_mark')})") == len(marked)
                assert guide_step(obs) == ("take_discard" if you else None)
            legal = legal_actions(state)
            take = "nachgehen:take" in legal
            state = apply(state, "nachgehen:take" if take else rng.choice(legal))
    # the challenger is the player or an opponent; the player took the talon earlier or not
    assert seen == {(you, talon) for you in (True, False) for talon in (True, False)}
    # the talon's own exchange keeps its sentence, which has the player's form too
    for lang, you_take in (
        ("de", "Du nimmst den Talon auf"),
        ("en", "You pick up the talon"),
        ("ru", "Вы берёте прикуп"),
    ):
        lab = labels_for(lang, "french")
        assert lab.s("talon_other", True, name=lab.t("you")) == you_take


def test_the_pool_line_adds_up_to_each_seats_change() -> None:
    """§9.9: the deal's chips and what was paid in before it, in every language, so that a
    dealer who lost 160 in the deal reads why the bar says −170."""
    names = ("Du", "Hansi", "Mizzi")
    de, en, ru = (labels_for(lang, "french") for lang in ("de", "en", "ru"))
    line = pool_line(de, names, 20, 20, (-160, 80, 80), (10, 0, 0), mode="pulka_unlimited")
    assert line == (
        "Eingezahlt: Du 10 Fische · Pulka 20 → 20 · Du −160 Fische, Hansi +80 Fische,"
        " Mizzi +80 Fische"
    )
    # Steirisch: everyone pays the stake again into an empty pool; an all-pass deal has no
    # chips of its own
    you = ("You", "Hansi", "Mizzi")
    line = pool_line(en, you, 150, 150, (0, 0, 0), (50, 50, 50), mode="steirisch")
    assert line == "Paid in: You 50 chips, Hansi 50 chips, Mizzi 50 chips · Pot 150 → 150"
    # the count's plural form, by language (a play-tester read "+2 фишек", "+1 chips")
    ru_names = ("Вы", "Ханси", "Мицци")
    line = pool_line(ru, ru_names, 30, 0, (1, -2, -25), None, mode="pulka_unlimited")
    assert line.endswith("Вы +1 фишка, Ханси −2 фишки, Мицци −25 фишек")
    line = pool_line(en, you, 30, 0, (1, -1, 0), None, mode="pulka_unlimited")
    assert line.endswith("You +1 chip, Hansi −1 chip")
    assert pool_line(de, names, 0, 0, (1, 0, -1), None, mode="pulka_unlimited").endswith(
        "Du +1 Fisch, Mizzi −1 Fisch"
    )
    line = pool_line(ru, ("Вы", "Ханси", "Мицци"), 10, 40, (-30, 0, 0), mode="pulka_limited")
    assert line == "Пулька 10 → 40 · Вы −30 фишек"


@pytest.mark.parametrize(
    ("lang", "pulka", "steirisch"),
    [("de", "Pulka", "Kassa"), ("en", "Pulka", "Pot"), ("ru", "Пулька", "Пулька")],
)
def test_the_pool_is_named_as_its_mode_names_it(lang: str, pulka: str, steirisch: str) -> None:
    """§9.9: the two Pulka modes play for a Pulka; Steirisch's pool is none ([S2]: each pays
    his stake "в пульку", which Russian calls every pool), so the table and the result call
    it the Kassa, as the dialog calls the pools. Found by a play-tester: a Steirisch result
    said "Pulka 150 → 150"."""
    for mode, name in (
        ("pulka_unlimited", pulka),
        ("pulka_limited", pulka),
        ("steirisch", steirisch),
    ):
        ctl = Controller({}, Params(seed=4), now_ms=lambda: 1, fresh_seed=lambda: 1)
        form = {"level": "anfaenger", "house": "custom", "house:pool": mode, "lang": lang}
        ctl.click(action="start", form=form)
        assert ctl.session is not None and ctl.session.rules.pool == mode
        table = html.unescape(render(ctl.screen()))
        pool = ctl.session.observation()["pool"]
        assert f'data-field="pool">{name}: {pool}</span>' in table, mode
        finish_deal(ctl.session)
        shown = html.unescape(render(ctl.screen()))
        line = re.search(r'<p class="pool-line" data-field="pool">([^<]*)</p>', shown)
        assert line is not None and f" · {name} {pool} → " in line.group(1), mode
        sheet = html.unescape(render(replace(ctl.screen(), overlay="score-sheet")))
        if mode == "steirisch" and lang != "ru":
            for page in (table, shown, sheet):
                assert "Pulka" not in page


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_a_pool_matchs_result_shows_each_seats_chips_beside_its_points(lang: str) -> None:
    """§9.9: in a pool match the chips count, and a trump game's points (which its reasons
    explain) are not its chips: the result shows both, the chips as the engine settles them
    (``pool_settlement``), each labelled where a phone stacks the cells (play-test: "the
    table says +4, the bar +30"). Without a pool: points alone, as before."""
    lab = labels_for(lang, "french")
    for mode, pooled in (("pulka_unlimited", True), ("per_hand", False)):
        ctl = Controller({}, Params(seed=4), now_ms=lambda: 1, fresh_seed=lambda: 1)
        form = {"level": "anfaenger", "house": "custom", "house:pool": mode, "lang": lang}
        ctl.click(action="start", form=form)
        assert ctl.session is not None
        for _ in range(12):  # to a trump game, where points and chips differ
            finish_deal(ctl.session)
            if ctl.session.observation()["result"]["kind"] == "trump":
                break
            ctl.click(action="next-deal")
        result = ctl.session.observation()["result"]
        assert result["kind"] == "trump"
        state = ctl.session.state
        shown = html.unescape(render(ctl.screen()))
        table = shown[shown.index('<table class="settle') : shown.index("</table>")]
        header = re.findall(r"<th>([^<]*)</th>", table)
        cells = re.findall(r'<td class="points chips" data-label="([^"]*)">([^<]*)</td>', table)
        if not pooled:
            assert lab.t("col:chips") not in header and not cells
            continue
        assert header[-3:] == [lab.t("col:points"), lab.t("col:chips"), lab.t("col:why")]
        chips = pool_settlement(state, state.pool)[0]
        assert [label for label, _ in cells] == [lab.t("col:chips")] * 3
        assert [value for _, value in cells] == [signed(c) for c in chips]
        points = [row["score"] for row in sorted(result["seats"], key=lambda r: r["seat"])]
        assert list(chips) != points  # the two columns say different things here
        labelled = re.findall(r'<td class="points" data-label="([^"]*)">', table)
        assert labelled == [lab.t("col:points")] * 3


def test_a_pool_matchs_result_is_spoken_with_the_chips() -> None:
    """§9.9: the live region said only the points ("Итог: Вы −1, Ханси −3, Мицци +4") where
    the chips count (play-test): the chips follow, as the engine settles them."""
    ctl = Controller({}, Params(seed=4), now_ms=lambda: 1, fresh_seed=lambda: 1)
    form = {"level": "anfaenger", "house": "custom", "house:pool": "pulka_unlimited"}
    ctl.click(action="start", form=form)
    assert ctl.session is not None
    announcer = Announcer()
    for _ in range(12):  # to a trump game, where points and chips differ
        announcer.news(ctl.screen())
        finish_deal(ctl.session)
        if ctl.session.observation()["result"]["kind"] == "trump":
            break
        announcer.news(ctl.screen())
        ctl.click(action="next-deal")
    state, screen = ctl.session.state, ctl.screen()
    said = announcer.news(screen)[-1]
    chips = pool_settlement(state, state.pool)[0]
    names = screen.names
    each = ", ".join(f"{names[seat]} {signed(n)}" for seat, n in enumerate(chips))
    assert said.endswith(f"· Fische: {each}"), said
    scores = ctl.session.observation()["scores"]
    points = ", ".join(f"{names[seat]} {signed(n)}" for seat, n in enumerate(scores))
    assert f"Ergebnis: {points}" in said


def test_the_analysis_reads_the_house_games() -> None:
    """Durchmarsch Ouvert is solved as a Durchmarsch; Sans Atout under consecutive6 (§9.1),
    which the solver does not count, is not analysed rather than misjudged."""
    dmo = (
        "pf1;seed=22860058440157;dealer=2;rules=hold_right=overbid_when_two_remain,"
        "kontra=True,durchmarsch_ouvert=True,ace_premiums=True,hand_doubling=True,"
        "nachgehen=True,pool=pulka_unlimited;pool=10;bid:1;pass;pass;hand:no;discard:CT,CQ;"
        "announce:durchmarsch_ouvert;kontra:yes;kontra:yes;rekontra:yes;"
        "play:DA;play:DT;play:D7;play:SA;play:S7;play:S8;play:D8;play:C7;play:H8;play:D9;"
        "play:CJ;play:H9;play:DJ;play:SJ;play:ST;play:S9;play:H7;play:HJ;play:DQ;play:HT;"
        "play:C8;play:SQ;play:HQ;play:C9;play:DK;play:HK;play:CK;play:SK;play:HA;play:CA"
    )
    result = deal_analysis(dmo)
    assert (result["kind"], result["game"], result["best"]) == ("solved", "durchmarsch_ouvert", 10)
    assert result["makeable"] and len(result["steps"]) == 30
    state = _sans_atout_deal(Rules(sans_atout_target="consecutive6"))
    assert deal_analysis(record_text(state)) == {"kind": "none"}


def _sans_atout_deal(rules: Rules) -> State:
    """Deal 5 (dealer 0) played to its end with a Sans Atout: the first bidder bids One,
    the others pass, he announces Sans Atout, everyone plays his first legal card."""
    state = new_game(5, 0, rules)
    while state.phase != "done":
        legal = legal_actions(state)
        for wanted in ("bid:1", "pass", "announce:sans", "defend:play"):
            if wanted in legal and not (wanted == "bid:1" and state.high is not None):
                state = apply(state, wanted)
                break
        else:
            state = apply(state, legal[0])
    assert state.game == "sans"
    return state


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_a_sans_atout_under_six_in_a_row_says_so(lang: str) -> None:
    """§9.1 consecutive6: the result's count of tricks says they had to come in a row; under
    the default count (§8) it does not."""
    for target, key in (("consecutive6", "result:sans_run"), ("total6", "result:sans_count")):
        state = _sans_atout_deal(Rules(sans_atout_target=target))
        won = observe(state, 0)["tricks_won"]
        lab = labels_for(lang, "french")
        line = lab.t(key, tricks=won[state.declarer], defence=sum(won) - won[state.declarer])
        shown = html.unescape(render(replace(screen_for(state), settings=Settings(lang=lang))))
        assert line in shown, (target, lang)


def test_the_analysis_under_anticlockwise_rotation() -> None:
    """§9.10 anticlockwise: the solver searches the mirror image (it plays clockwise), so
    every deal with card play is analysed, each step names the seat that really played the
    card, and in a trump game the last card's value is the tricks the declarer took."""
    rules = Rules(rotation="anticlockwise")
    games = set()
    for seed in range(40):
        rng = random.Random(seed)
        state, movers = new_game(seed, rules=rules), []
        while state.phase != "done":
            action = rng.choice(legal_actions(state))
            if action.startswith("play:"):
                movers.append((state.to_move, action[5:]))
            state = apply(state, action)
        result = deal_analysis(record_text(state))
        if not movers:
            continue
        assert result["kind"] == "solved", seed
        games.add(result["game"])
        assert [(s["seat"], s["card"]) for s in result["steps"]] == movers, seed
        assert result["steps"][0]["best_value"] == (
            result["best"] if result["steps"][0]["measure"] == "tricks" else int(result["makeable"])
        )
        if result["steps"][-1]["measure"] == "tricks":
            assert result["steps"][-1]["value"] == result["played"], seed
    assert "sans" in games and games & {"bettler", "ouvert"} and games & {"C", "S", "D", "H"}


def test_a_lost_durchmarsch_ouvert_is_told_like_a_durchmarsch() -> None:
    """§9.5: the result of a lost Durchmarsch Ouvert names the trick that broke it, as a
    Durchmarsch's does, not the Sans Atout's "6 were needed"."""
    rules = Rules(durchmarsch_ouvert=True)
    lab = labels_for("en", "french")
    for seed in range(200):
        rng = random.Random(seed)
        state = new_game(seed, rules=rules)
        while state.phase != "done":
            legal = legal_actions(state)
            wanted = ("announce:durchmarsch_ouvert", "bid:1", "defend:play")
            state = apply(state, next((a for a in wanted if a in legal), rng.choice(legal)))
        if state.game == "durchmarsch_ouvert" and not observe(state, 0)["result"]["declarer_lives"]:
            break
    else:
        raise AssertionError("no lost Durchmarsch Ouvert in 200 deals")
    shown = html.unescape(render(replace(screen_for(state), settings=Settings(lang="en"))))
    needed = lab.t("result:sans_count", tricks=0, defence=0).split("0")[-1].strip()
    assert needed and needed not in shown
    assert lab.t("result:all_tricks") not in shown


def test_after_all_passed_the_deal_passes_on_in_the_tables_direction() -> None:
    """§9.10: anticlockwise, the next dealer is the player to the right."""
    for rotation, side in (("clockwise", "left"), ("anticlockwise", "right")):
        state = new_game(3, rules=Rules(rotation=rotation))
        while state.phase != "done":
            state = apply(state, "pass")
        shown = render(replace(screen_for(state), settings=Settings(lang="en")))
        assert f"the next player to the {side} deals" in shown, rotation


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_rules_panel_names_the_house_rules_in_force(lang: str) -> None:
    """The rules text describes the default game; under house rules (here §9.10's
    anticlockwise table) the panel first names them and says they take precedence."""
    lab = labels_for(lang, "french")
    note = lab.t("house:rules_text_note")
    for rules, named in ((Rules(rotation="anticlockwise"), True), (Rules(), False)):
        screen = replace(screen_for(new_game(3, rules=rules)), overlay="rules")
        shown = html.unescape(render(replace(screen, settings=Settings(lang=lang))))
        assert (note in shown) is named, (rules, lang)
        if named:
            assert rules_name(lab, rules) in shown


def test_a_capped_pulka_says_what_the_deal_was_played_for() -> None:
    """§9.9 pulka_limited: a trump game plays for at most the cap; when the pool holds more,
    the result's pool line says so, and only then; so does the contract line during the
    deal ("Pulka: 340 (Farbspiel um 50)", not the whole 340 as if it were at stake)."""
    ctl = Controller({}, Params(seed=4), now_ms=lambda: 1, fresh_seed=lambda: 1)
    form = {"house": "custom", "house:pool": "pulka_limited", "house:pool_cap": "50"}
    ctl.click(action="start", form={"level": "anfaenger", **form})
    assert ctl.session is not None
    lab = labels_for("de", "french")
    seen = set()
    for _ in range(40):
        pool = ctl.session.observation()["pool"]  # before the deal: the contract line
        line = lab.t("house:pool_now_capped", name="Pulka", pool=pool, stake=50)
        assert (html.escape(line) in render(ctl.screen())) is (pool > 50), pool
        finish_deal(ctl.session)
        obs = ctl.session.observation()
        capped = obs["result"]["kind"] == "trump" and obs["pool"] > 50
        said = html.escape(lab.t("result:pool_capped", stake=50)) in render(ctl.screen())
        assert said is capped, (obs["pool"], obs["result"]["kind"])
        seen.add(capped)
        if seen == {True, False}:
            break
        ctl.session.next_deal()
    assert seen == {True, False}


def _defended_alone(rules: Rules, invite: str) -> State:
    """Deal 5 (dealer 0) to its end in a suit game: the first bidder bids One, the others
    pass, he announces a suit; the first defender passes, the second plays and answers
    ``invite`` (``invite:yes`` or ``invite:no``); then everyone plays his first legal card."""
    state = new_game(5, 0, rules)
    passed = False
    while state.phase != "done":
        legal = legal_actions(state)
        if "bid:1" in legal and state.high is None:
            action = "bid:1"
        elif "defend:pass" in legal:
            action = "defend:play" if passed else "defend:pass"
            passed = True
        elif invite in legal:
            action = invite
        elif "announce:C" in legal:
            action = "announce:C"
        else:
            action = "pass" if "pass" in legal else legal[0]
        state = apply(state, action)
    assert observe(state, 0)["result"]["configuration"] == (
        "C3" if invite == "invite:yes" else "C2"
    )
    return state


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_result_names_a_defenders_quota_where_it_is_not_two(lang: str) -> None:
    """R4.1: the inviter needs 4 tricks, the invited none; a lone defender 2, or 4 under the
    §9.1 house rule. The "why" of a defender says so where it is not the usual 2."""
    lab = labels_for(lang, "french")
    four, none = lab.t("why:needed", n=4), lab.t("why:none_needed")
    cases = (
        (DEFAULT_RULES, "invite:yes", {"invr": four, "inv": none}),
        (DEFAULT_RULES, "invite:no", {}),
        (Rules(lone_defender_quota=4), "invite:no", {"play": four}),
    )
    for rules, invite, expected in cases:
        state = _defended_alone(rules, invite)
        shown = render(replace(screen_for(state), settings=Settings(lang=lang)))
        rows = {
            row["role"]: re.search(rf'<tr data-seat="{row["seat"]}">.*?</tr>', shown).group(0)
            for row in observe(state, 0)["result"]["seats"]
        }
        for role, row in rows.items():
            cell = html.unescape(row.split('class="why">')[1])
            if role in expected:
                assert expected[role] in cell, (rules, invite, role, cell)
            else:
                assert four not in cell and none not in cell, (rules, invite, role, cell)


def test_the_credited_column_may_go_only_where_every_seat_is_credited_its_own() -> None:
    """§7.1: the inviter is credited the invited player's tricks too (C3); everywhere else
    each seat its own, and a phone held sideways leaves the credited column out (the
    table's class ``same-credit``), for the width of the reasons."""
    for invite, same in (("invite:yes", False), ("invite:no", True)):
        state = _defended_alone(DEFAULT_RULES, invite)
        seats = observe(state, 0)["result"]["seats"]
        assert any(r["credited"] != r["tricks"] for r in seats) is not same, seats
        shown = render(screen_for(state))
        assert ('<table class="settle same-credit">' in shown) is same, invite
        assert ('<table class="settle">' in shown) is not same, invite


def _fixed_deal(rules: Rules, game: str, hand: bool, kontra: tuple[bool, ...]) -> State:
    """Deal 5 (dealer 0; Hansi declares, Mizzi is asked for Kontra first) to its end in a
    game of fixed value: Hansi bids One, the others pass, he plays ``hand`` (§9.7) and
    announces ``game``; the defenders say Kontra as ``kontra`` has it, in turn, and Hansi
    Rekontra (§9.3); then everyone plays his first legal card."""
    state = new_game(5, 0, rules)
    said = iter(kontra)
    while state.phase != "done":
        legal = legal_actions(state)
        if "bid:1" in legal and state.high is None:
            action = "bid:1"
        elif state.phase == "hand":
            action = "hand:yes" if hand else "hand:no"
        elif f"announce:{game}" in legal:
            action = f"announce:{game}"
        elif "kontra:yes" in legal:
            action = "kontra:yes" if next(said) else "kontra:no"
        else:
            action = "rekontra:yes" if "rekontra:yes" in legal else legal[0]
        state = apply(state, action)
    assert state.declarer == 1 and state.game == game
    return state


_FIXED_DEALS = {
    # §7.2 alone, T27: Bettler lost
    "plain": (Rules(), "bettler", False, (), (10, -20, 10)),
    # §9.7 × §9.3 on both defenders (X2 played Hand): Bettler won, 10 × 8 from each
    "both": (
        Rules(kontra=True, hand_doubling=True),
        "bettler",
        True,
        (True, True),
        (-80, 160, -80),
    ),
    # §9.3 by one defender only (X3 in Sans Atout): Mizzi's 20 × 4, yours 20 × 1
    "one": (
        Rules(kontra=True, kontra_includes_sans=True),
        "sans",
        False,
        (True, False),
        (20, -100, 80),
    ),
}
_FIXED_TEXTS = {  # the line under the verdict, and the "why" of seats 0 (you), 1 (D), 2
    "de": {
        "plain": (
            "Fester Wert: 10 je Gegenspieler.",
            "Bettler: fester Wert +10",
            "Bettler: doppelter fester Wert −20",
            "Bettler: fester Wert +10",
        ),
        "both": (
            "Fester Wert: 10 je Gegenspieler, 8-fach (Hand, Kontra, Rekontra).",
            "Bettler: fester Wert 10, 8-fach (Hand, Kontra, Rekontra) = −80",
            "Bettler: gegen beide Gegenspieler +80 und +80 = +160",
            "Bettler: fester Wert 10, 8-fach (Hand, Kontra, Rekontra) = −80",
        ),
        "one": (
            "Fester Wert: 20 je Gegenspieler; Mizzi 4-fach (Kontra, Rekontra).",
            "Sans Atout: fester Wert +20",
            "Sans Atout: gegen beide Gegenspieler −20 und −80 = −100",
            "Sans Atout: fester Wert 20, 4-fach (Kontra, Rekontra) = +80",
        ),
    },
    "en": {
        "plain": (
            "Fixed value: 10 per defender.",
            "Bettler: fixed value +10",
            "Bettler: twice the fixed value −20",
            "Bettler: fixed value +10",
        ),
        "both": (
            "Fixed value: 10 per defender, ×8 (Hand, Kontra, Rekontra).",
            "Bettler: fixed value 10, ×8 (Hand, Kontra, Rekontra) = −80",
            "Bettler: against both defenders +80 and +80 = +160",
            "Bettler: fixed value 10, ×8 (Hand, Kontra, Rekontra) = −80",
        ),
        "one": (
            "Fixed value: 20 per defender; Mizzi ×4 (Kontra, Rekontra).",
            "Sans Atout: fixed value +20",
            "Sans Atout: against both defenders −20 and −80 = −100",
            "Sans Atout: fixed value 20, ×4 (Kontra, Rekontra) = +80",
        ),
    },
    "ru": {
        "plain": (
            "Твёрдая цена: 10 на каждого вистующего.",
            "Мизер: твёрдая цена +10",
            "Мизер: двойная твёрдая цена −20",
            "Мизер: твёрдая цена +10",
        ),
        "both": (
            "Твёрдая цена: 10 на каждого вистующего, ×8 (без прикупа, контра, реконтра).",
            "Мизер: твёрдая цена 10, ×8 (без прикупа, контра, реконтра) = −80",
            "Мизер: расчёт с обоими вистующими +80 и +80 = +160",
            "Мизер: твёрдая цена 10, ×8 (без прикупа, контра, реконтра) = −80",
        ),
        "one": (
            "Твёрдая цена: 20 на каждого вистующего; Мицци ×4 (контра, реконтра).",
            "Без козыря: твёрдая цена +20",
            "Без козыря: расчёт с обоими вистующими −20 и −80 = −100",
            "Без козыря: твёрдая цена 20, ×4 (контра, реконтра) = +80",
        ),
    },
}


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_a_fixed_game_names_its_value_and_each_defenders_factor(lang: str) -> None:
    """§7.2 with §9.7 Hand and §9.3 Kontra/Rekontra, found by a play-tester: the result said
    "fester Wert 80; 8-fach" of a Bettler worth 10 × 8, "80 je Gegenspieler" when one paid 20,
    and "doppelter fester Wert" of two different amounts. The value is the engine's ``base``
    (not multiplied), each defender's factor his own, the declarer's the two amounts summed;
    without a factor the texts are as they always were."""
    got = {}
    for case, (rules, game, hand, kontra, scores) in _FIXED_DEALS.items():
        state = _fixed_deal(rules, game, hand, kontra)
        assert observe(state, 0)["result"]["scores"] == list(scores), case
        shown = html.unescape(render(replace(screen_for(state), settings=Settings(lang=lang))))
        head = _FIXED_TEXTS[lang][case][0].partition(":")[0]  # "Fester Wert" in every case
        line = re.search(rf"<p>({re.escape(head)}:[^<]*)</p>", shown)
        why = [
            re.search(rf'<tr data-seat="{s}">.*?class="why">(.*?)</td>', shown) for s in (0, 1, 2)
        ]
        texts = (line and line.group(1), *(w and w.group(1) for w in why))
        assert not any(" = " in (t or "") for t in texts)  # no break at "=", on a phone
        got[case] = tuple(t and t.replace("\u00a0", " ") for t in texts)
    assert got == _FIXED_TEXTS[lang]  # all three cases at once: a failure shows every text


def test_a_pool_deal_played_again_shows_its_own_chips() -> None:
    """§9.9, found by a play-tester: a Pulka deal played again for practice and passed out
    read "Pulka 10 → 30 · Du −25 Fische, …", the deal as first played. The practice shows
    its own chips and the pool it would leave; the match keeps the deal as first played."""
    ctl = Controller({}, Params(seed=11), now_ms=lambda: 1, fresh_seed=lambda: 11)
    ctl.click(action="start", form={"house": "custom", "house:pool": "pulka_unlimited"})
    session = ctl.session
    assert session is not None
    finish_deal(session)  # the player bids One whenever he can
    before = (session.totals(), session.pool(), ctl.screen().rows)
    first = observe(session.state, 0)["pool"]
    ctl.click(control="replay")
    while not session.over:  # now everyone passes: the deal passes out (R2.8)
        request = session.bot_request()
        if request is None:
            session.act("pass")
        else:
            session.apply_bot(request, "pass")
    obs = session.observation()
    assert obs["result"]["kind"] == "all_pass" and obs["pool"] == first
    screen = ctl.screen()
    assert screen.practice and (screen.totals, screen.pool, screen.rows) == before
    lab = labels_for("de", "french")
    paid = tuple(before[2][-1]["paid"])
    line = pool_line(lab, screen.names, first, first, (0, 0, 0), paid, mode="pulka_unlimited")
    shown = html.unescape(render(screen))
    assert f'data-field="pool">{line}</p>' in shown, shown.split('data-field="pool">')[1][:200]


@pytest.mark.parametrize(("mode", "name"), [("pulka_unlimited", "Pulka"), ("steirisch", "Kassa")])
def test_the_score_sheet_and_the_confirmation_name_the_pool_as_its_mode(
    mode: str, name: str
) -> None:
    """§9.9, found by a play-tester: a Pulka match's score sheet headed its pool column
    "Kassa" and the confirmation said "die Kassa" while the table said "Pulka"."""
    ctl = Controller({}, Params(seed=11), now_ms=lambda: 1, fresh_seed=lambda: 11)
    form = {"house": "custom", "house:pool": mode}
    ctl.click(action="start", form=form)
    assert ctl.session is not None
    for _ in range(9):  # until a pool is left to share out
        finish_deal(ctl.session)
        if ctl.session.pool():
            break
        ctl.click(action="next-deal")
    ctl.click(control="score-sheet")
    assert f'<th class="points pool">{name}</th>' in render(ctl.screen())
    ctl.click(control="close")
    ctl.click(control="new-game")
    ctl.click(action="start", form=form)
    assert ctl.ui.overlay == "confirm"
    assert f"Beim Beenden wird die {name} (" in html.unescape(render(ctl.screen()))


def test_the_table_names_own_rules_in_two_words_and_lists_them_elsewhere() -> None:
    """The contract line names a preset, or "Eigene Regeln" (play-tested: the list of every
    switch took eight lines on a phone); the score sheet lists them (``rules_of_match``)."""
    own = Rules(kontra=True, hand_doubling=True, pool="pulka_limited", pool_cap=50)
    ctl = Controller({}, Params(seed=11), now_ms=lambda: 1, fresh_seed=lambda: 1)
    form = {"house": "custom", "house:kontra": True, "house:hand_doubling": True}
    form |= {"house:pool": "pulka_limited", "house:pool_cap": "50", "level": "anfaenger"}
    ctl.click(action="start", form=form)
    assert ctl.session is not None and ctl.session.state.rules == own
    lab = labels_for("de", "french")
    table = render(ctl.screen())
    line = re.search(r'data-field="rules"[^>]*>([^<]*)<', table)
    assert line is not None and line.group(1) == "Eigene Regeln"
    ctl.click(control="score-sheet")
    assert html.escape(rules_name(lab, own)) in render(ctl.screen())


def test_the_contract_lines_house_words_start_with_a_capital_in_russian_too() -> None:
    """Play-tested: "… · Пулька: 10 · контра: Ханси" among capitalised items; the result keeps
    them small inside its brackets ("×4 (контра, реконтра)")."""
    from web.house_view import contract_extras

    obs = {
        "rules": {"kontra": True, "hand_doubling": True},
        "phase": "play",
        "hand_game": True,
        "kontra": {"calls": [{"seat": 1, "call": "yes"}], "rekontra": "yes"},
    }
    items = [
        text
        for text, _ in contract_extras(labels_for("ru", "french"), obs, ("Вы", "Ханси", "Мицци"))
    ]
    assert items[1:] == ["Без прикупа", "Контра: Ханси", "Реконтра"]
    german = contract_extras(labels_for("de", "french"), obs, ("Du", "Hansi", "Mizzi"))
    assert [text for text, _ in german][1:] == ["Hand", "Kontra: Hansi", "Rekontra"]


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_forehand_and_dealer_tips_follow_the_rotation_and_the_hold_right(lang: str) -> None:
    """§9.10: anticlockwise, forehand is the dealer's right neighbour and the deal passes
    to the right; with the hold of the player just overbid, forehand has no hold right.
    The badges' tooltips (and long-press tips) say so, not the default's "left, may hold"."""
    lab = labels_for(lang, "french")
    left, right, hold = {
        "de": ("link", "recht", "halten"),
        "en": ("left", "right", "hold"),
        "ru": ("слева", "справа", "держать"),
    }[lang]
    cases = [
        (Rules(), "forehand", left, True),
        (Rules(rotation="anticlockwise"), "forehand_anti", right, True),
        (Rules(hold_right="overbid_when_two_remain"), "forehand_nohold", left, False),
        (
            Rules(rotation="anticlockwise", hold_right="overbid_when_two_remain"),
            "forehand_anti_nohold",
            right,
            False,
        ),
    ]
    for rules, term, side, holds in cases:
        state = new_game(4, 0, rules)  # seat 0 deals: forehand is the next seat in turn
        markup = render(screen_for(state, settings=Settings(level="anfaenger", lang=lang)))
        forehand = re.search(
            r'<span class="badge"[^>]*data-term="([^"]+)"[^>]*title="([^"]+)"', markup
        )
        assert forehand is not None and forehand.group(1) == term, markup
        tip = html.unescape(forehand.group(2))
        assert tip == lab.t(f"term:{term}") and side in tip
        assert (hold in tip) == holds
        dealer = re.search(r'data-term="(dealer[^"]*)"[^>]*title="([^"]+)"', markup)
        assert dealer is not None
        anti = rules.rotation == "anticlockwise"
        assert dealer.group(1) == ("dealer_anti" if anti else "dealer")
        assert (right if anti else left) in html.unescape(dealer.group(2))


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_hand_question_names_the_games_a_hand_game_leaves(lang: str) -> None:
    """§9.7: after ``hand:yes`` only the non-trump games from the bid up may be announced.
    Play-test: "Play Hand … It counts double" after a bid of One with a suit hand, and then
    only Bettler, Bettler Ouvert and Durchmarsch (Ouvert) were left. The question names
    exactly the games the engine then offers, in the screen reader's words too."""
    lab = labels_for(lang, "french")
    for rules in (
        PRESETS["oesterreich"],
        Rules(hand_doubling=True, hand_doubling_includes_sans=True, durchmarsch_ouvert=True),
    ):
        state = new_game(3, 2, rules)  # dealer 2: the player is forehand
        state = apply(apply(apply(state, "bid:1"), "pass"), "pass")
        assert state.phase == "hand" and state.to_move == 0
        offered = [a.partition(":")[2] for a in legal_actions(apply(state, "hand:yes"))]
        assert "C" not in offered and "bettler" in offered
        names = [game_in_text(lab, game, None) for game in offered]
        shown = html.unescape(render(replace(screen_for(state), settings=Settings(lang=lang))))
        question = re.search(r'<p id="prompt-title">(.*?)</p>', shown)
        assert question is not None
        said = question.group(1)
        assert lab.listing(names, "or") in said, said
        for game in set(games(rules)) - set(offered):  # no other game is named
            name = game_in_text(lab, game, game)
            assert name not in said or any(name in other for other in names), (game, said)
        assert prompt_text(observe(state, 0), lab) == said
