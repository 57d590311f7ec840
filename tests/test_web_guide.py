"""web/guide.py: the guided first deal, the duties that lock cards (rules.md R5.4), and the
game terms explained on a long press."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest
from test_web_view import elements
from web_helpers import level_answer

from game import Rules, apply, from_cards, is_over, legal_actions, new_game, observe
from game.bots import advise
from game.rules import PRESETS
from web.assist import hint_text
from web.guide import GUIDE_SEED, TERMS, duty, guide_step, guided_hint, term_of
from web.labels import LANGS, TEXTS, Labels
from web.markup import Screen
from web.opponents import levels
from web.panels import guide_box
from web.session import Session
from web.settings import Settings
from web.tasks import Hint, Tasks, decision_key
from web.view import render

RANKS = "789TJQKA"


def planned(obs: dict[str, Any]) -> str:
    """The player the guided deal is made for (tests/e2e/table.py plays the same on the page):
    bids One, holds, discards two low cards outside his longest suit, announces that suit,
    plays his highest legal card in the engine's order."""
    legal, phase = obs["legal"], obs["phase"]
    if phase == "auction":
        if "hold" in legal:
            return "hold"
        spoken = any(entry["seat"] == 0 for entry in obs["history"])
        return "bid:1" if not spoken and "bid:1" in legal else "pass"
    if phase == "exchange":
        by_suit: dict[str, list[str]] = {}
        for card in obs["hand"]:
            by_suit.setdefault(card[0], []).append(card)
        longest = max(by_suit, key=lambda s: (len(by_suit[s]), s))
        rest = sorted(
            (c for c in obs["hand"] if c[0] != longest and c[1] not in "AK"),
            key=lambda c: (len(by_suit[c[0]]), RANKS.index(c[1])),
        )
        pair = sorted(rest[:2], key=lambda c: ("CSDH".index(c[0]), RANKS.index(c[1])))
        return "discard:" + ",".join(pair)
    if phase == "announce":
        suits = [a for a in legal if a[9:] in ("C", "S", "D", "H")]
        return max(suits, key=lambda a: sum(1 for c in obs["hand"] if c[0] == a[9:]))
    return legal[-1]


@pytest.mark.parametrize("level", levels())
def test_the_guided_deal_shows_every_step_at_every_level(level: str) -> None:
    """With the guide's plan the player holds, wins the auction, takes the talon, announces,
    sees the defenders decide, leads, and meets Stichzwang and Trumpfzwang."""
    session = Session.new(12345, 0, opening=GUIDE_SEED)  # a first visit's match
    steps: list[str] = []
    while not session.over:
        obs = session.observation()
        step = guide_step(obs, opening=True)
        if step is not None and step not in steps:
            steps.append(step)
        request = session.bot_request()
        if request is None:
            session.act(planned(obs))
        else:
            session.apply_bot(request, level_answer(request.observation, level, request.seed))
    assert observe(session.state, 0)["declarer"] == 0
    expected = ["auction_guided", "hold", "talon", "announce", "defence_wait", "lead"]
    assert steps[: len(expected)] == expected
    assert {"stichzwang", "trumpfzwang"} <= set(steps)
    assert guide_step(session.observation()) == "result"
    # another deal's first bid: the general advice (bid with a strong hand, else pass)
    first = Session.new(12345, 0).observation()
    assert guide_step(first, opening=True) == "auction_guided"
    assert guide_step(first) == "auction_first"


def test_the_guided_deals_auction_hints_are_the_guides_calls(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The hint (Profi, counting with the player's cards alone) said Pass where the guide asks
    for One, and then for holding (play-tests). In the guided deal's auction it gives the
    guide's call at once, no worker asked, and says why; rightly: Profi alone passes narrowly
    (as the hint's text says), and a player who follows the hints wins the deal at every
    level. Elsewhere the hint is Profi's."""
    monkeypatch.setattr("game.bots.HINT_SECONDS", None)  # reproducible on a loaded machine
    session = Session.new(12345, 0, opening=GUIDE_SEED)
    assert session.guided
    obs = session.observation()
    tasks = Tasks()
    assert tasks.toggle_hint(session) is None
    hint = tasks.hint_for(session)
    assert hint is not None and hint.status == "ready" and hint.answer is not None
    assert hint.answer == guided_hint(obs, True) and hint.answer["action"] == "bid:1"
    assert tasks.next_job(session, False, 0.0, 0) is None  # nothing for the worker
    for lang in LANGS:
        lab = Labels(lang)
        why = lab.t("hint:guided", action=lab.bid("1"))
        assert hint_text(lab, obs, hint.answer) == f"{why}; {lab.t('hint:guided_more')}"
    for seed in range(3):  # Profi's own view, as the text says: pass, One a little worse
        answer = advise(obs, seed)
        assert answer["action"] == "pass" and -15 < answer["values"]["bid:1"] < 0
    other = Session.new(12345, 0)
    assert not other.guided and guided_hint(other.observation(), other.guided) is None
    tasks = Tasks()
    tasks.toggle_hint(other)
    assert tasks.hint_for(other) == Hint(decision_key(other) or "", "asked")
    for level in levels():
        session = Session.new(12345, 0, opening=GUIDE_SEED)
        while not session.over:
            obs = session.observation()
            request = session.bot_request()
            if request is not None:
                session.apply_bot(request, level_answer(request.observation, level, request.seed))
            elif obs["phase"] == "auction":  # the hint is the guide's plan: One, then hold
                guided = guided_hint(obs, session.guided)
                assert guided is not None and guided["action"] == planned(obs), obs["legal"]
                session.act(guided["action"])
            else:
                session.act(advise(obs, 7)["action"])  # the hints
        result = session.observation()["result"]
        assert result["declarer"] == 0 and result["declarer_lives"], level


def test_after_hand_or_nachgehen_the_announce_guide_speaks_of_games_without_trumps() -> None:
    """§9.7/§9.8: after ``hand:yes`` or a Nachgehen only games without trumps are offered, so
    the guide does not speak of trumps there (nor after a bid of such a game); an
    announcement with suits on offer keeps its text."""
    rules = Rules.parse("hand_doubling=True,nachgehen=True")
    seen: dict[str, set[str]] = {"hand:yes": set(), "nachgehen:leave": set(), "": set()}
    for seed in range(400):
        rng = random.Random(seed)
        state = new_game(seed, 2, rules)
        came_by = ""
        while not is_over(state) and state.phase != "defence":
            legal = legal_actions(state)
            if state.phase == "announce":
                seat = state.to_move
                assert seat is not None
                step = guide_step(observe(state, seat), seat)
                seen[came_by].add(str(step))
                suits = any(a[9:] in ("C", "S", "D", "H") for a in legal)
                assert step == ("announce" if suits else "announce_no_trump")
                assert not suits or came_by == ""
            # Hand on even seeds, the talon (and so a chance to go after) on odd ones
            hand = "hand:yes" if seed % 2 == 0 else "hand:no"
            pick = next((a for a in (hand, "nachgehen:leave") if a in legal), None)
            if pick is not None and pick != "hand:no":
                came_by = pick
            state = apply(state, pick or rng.choice(legal))
    assert seen["hand:yes"] == seen["nachgehen:leave"] == {"announce_no_trump"}
    assert "announce" in seen[""]


@pytest.mark.parametrize(
    ("spec", "term"), [("default", "hold"), ("hold_right=overbid_when_two_remain", "hold_overbid")]
)
def test_the_hold_is_explained_as_the_house_rules_give_it(spec: str, term: str) -> None:
    """R2.3: forehand holds; §9.2/§9.10 hold_right: the player just overbid holds. The guide and
    the hold button's term say the one in force."""
    rules = Rules.parse(spec)
    holds = 0
    for seed in range(120):
        rng = random.Random(seed)
        state = new_game(seed, seed % 3, rules)
        while state.phase == "auction":
            legal = legal_actions(state)
            seat = state.to_move
            assert seat is not None
            if "hold" in legal:
                obs = observe(state, seat)
                assert guide_step(obs, seat) == term
                assert term_of("hold", obs) == term
                holds += 1
            state = apply(state, rng.choice(legal))
    assert holds > 20
    assert f'data-term="{term}"' in render(screen_with_hold(rules))


def screen_with_hold(rules: Rules) -> Screen:
    """The table when the player (seat 0) may hold under ``rules``."""
    for seed in range(200):
        rng = random.Random(seed)
        state = new_game(seed, seed % 3, rules)
        while state.phase == "auction":
            if state.to_move == 0 and "hold" in legal_actions(state):
                return Screen(settings=Settings(), levels=levels(), obs=observe(state, 0))
            state = apply(state, rng.choice(legal_actions(state)))
    raise AssertionError("no hold for the player in 200 deals")


def test_the_house_rules_decisions_each_have_their_explanation() -> None:
    """§9.3, §9.6–§9.8: at the Hand, Nachgehen, aces, Kontra and Rekontra decisions the guide
    explains the decision due (the Austrian table has them all)."""
    rules = PRESETS["oesterreich"]
    seen = set()
    for seed in range(300):
        rng = random.Random(seed)
        state = new_game(seed, seed % 3, rules)
        while state.phase not in ("play", "done"):
            seat = state.to_move
            legal = legal_actions(state)
            if state.phase in ("hand", "nachgehen", "aces", "kontra"):
                assert seat is not None
                step = guide_step(observe(state, seat), seat)
                kind = legal[0].partition(":")[0]
                assert step == (kind if state.phase == "kontra" else state.phase)
                seen.add(step)
            state = apply(state, rng.choice(legal))
    assert seen == {"hand", "nachgehen", "aces", "kontra", "rekontra"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_announce_guide_without_trumps_names_the_games_on_offer(lang: str) -> None:
    """After a Nachgehen over Sans Atout (§9.8): Bettler Ouvert, Durchmarsch and Durchmarsch
    Ouvert are named as on the buttons; nothing else is offered."""
    legal = ["announce:ouvert", "announce:durchmarsch", "announce:durchmarsch_ouvert"]
    obs = {"phase": "announce", "legal": legal}
    screen = Screen(settings=Settings(lang=lang), levels=levels(), obs=obs)
    screen = replace(screen, guide=guide_step(obs))
    lab = screen.labels
    text = next(e.text for e in elements(guide_box(screen)) if e.tag == "p")
    names = [lab.action(a) for a in legal]
    assert lab.listing(names) in text and "{" not in text
    assert all(name in text for name in names), text


@pytest.mark.parametrize(
    ("lang", "deck", "rungs"),
    [
        ("de", "french", "Eins (Kreuz), Zwei (Pik), Drei (Karo), Vier (Herz)"),
        ("de", "german", "Eins (Eichel), Zwei (Laub), Drei (Schelle), Vier (Herz)"),
        ("en", "french", "One (Clubs), Two (Spades), Three (Diamonds), Four (Hearts)"),
        ("ru", "french", "«Один» (трефы), «Два» (пики), «Три» (бубны), «Четыре» (червы)"),
    ],
)
def test_the_auction_guide_says_what_a_bids_number_means(lang: str, deck: str, rungs: str) -> None:
    """A newcomer read "One, Two, Three, Four" and nowhere what they stand for (play-test):
    the lowest suit the winner may make trumps (R3.3, R3.4), in the deck's suit names, when
    he bids again or holds (the guided first deal's newcomer, forehand, holds); the first
    bid's text is long enough (a small phone held sideways has no room for more)."""
    first = Session.new(12345, 0).observation()
    later = {**first, "legal": ["pass", "bid:2"], "history": [{"seat": 0, "action": "bid:1"}]}
    spoken = [{"seat": 0, "action": "bid:1"}, {"seat": 1, "action": "bid:2"}]
    held = {**first, "legal": ["pass", "hold", "bid:3"], "history": spoken}
    for obs, opening, step in ((later, False, "auction"), (held, True, "hold")):
        screen = Screen(settings=Settings(lang=lang, deck=deck), levels=levels(), obs=obs)
        screen = replace(screen, guide=guide_step(obs, opening=opening))
        assert screen.guide == step
        text = next(e.text for e in elements(guide_box(screen)) if e.tag == "p")
        assert rungs in text and "{" not in text, step


def test_every_guide_step_and_term_has_its_text_in_every_language() -> None:
    steps = {
        *("auction_first", "auction_guided", "auction", "hold", "naming", "talon", "announce"),
        "defence",
        *("announce_no_trump", "hold_overbid", "hand", "nachgehen", "aces", "kontra"),
        "rekontra",
        *("defence_wait", "invite", "lead", "stichzwang", "trumpfzwang", "follow", "result"),
        *("lead_bettler", "lead_catch", "take_discard"),
        *("auction_no_trump", "talon_bettler", "talon_no_trump", "discard_free"),
    }
    for lang in LANGS:
        for step in steps:
            assert TEXTS[lang][f"guide:{step}"].strip()
        for term in TERMS:
            assert TEXTS[lang][f"term:{term}"].strip()


def play_to_trick(hands: list[str], talon: str, calls: list[str]) -> Any:
    state = from_cards(hands, talon, dealer=2)
    for action in calls:
        state = apply(state, action)
    return state


HANDS = [
    "HA HK HQ HJ CA CK SA SK DA DK",
    "C9 C8 C7 SQ SJ ST DQ DJ DT H7",
    "S9 S8 S7 D9 D8 D7 CQ CJ CT H8",
]


def test_duty_names_the_obligation_that_locks_cards() -> None:
    """R5.4 as the table explains it: follow and beat, follow, trump, overtrump."""
    start = play_to_trick(
        HANDS,
        "H9 HT",
        ["bid:1", "pass", "pass", "discard:H9,HT", "announce:H", "defend:play", "defend:play"],
    )
    assert duty(observe(start, 0)) is None  # the lead: any card
    state = apply(start, "play:CK")  # seat 0 leads Kreuz König
    obs = observe(state, 1)
    assert obs["legal"] == ["play:C7", "play:C8", "play:C9"]
    assert duty(obs) == ("follow", "C")  # nothing beats the King: any Kreuz
    state = apply(state, "play:C9")
    obs = observe(state, 2)
    assert obs["legal"] == ["play:CT", "play:CJ", "play:CQ"] and duty(obs) == ("follow", "C")


def test_duty_of_follow_and_beat_and_of_trumping() -> None:
    obs = {
        "phase": "play",
        "legal": ["play:HK", "play:HA"],
        "hand": ["HK", "HA", "H7", "S8"],
        "trick": {"cards": [{"seat": 1, "card": "HQ"}]},
        "trump": "S",
    }
    assert duty(obs) == ("follow_beat", "H")
    trumping = {**obs, "legal": ["play:S8", "play:SK"], "hand": ["S8", "SK", "C7"]}
    assert duty(trumping) == ("trump", "H")
    over = {
        **trumping,
        "legal": ["play:SK"],
        "trick": {"cards": [{"seat": 1, "card": "HQ"}, {"seat": 2, "card": "S9"}]},
    }
    assert duty(over) == ("overtrump", "H")
    free = {**obs, "legal": [f"play:{c}" for c in obs["hand"]]}
    assert duty(free) is None


def test_terms_of_the_controls() -> None:
    assert term_of("bid:geschaeft") == "geschaeft" and term_of("bid:2") == "suit_game"
    assert term_of("announce:ouvert") == "ouvert" and term_of("hold") == "hold"
    assert term_of("defend:pass") == "stay_out" and term_of("invite:no") == "play_alone"
    assert term_of("play:HK") is None and term_of("discard:C7,C8") is None
    assert all(term_of(a) in (*TERMS, None) for a in legal_actions(from_cards(HANDS, "H9 HT")))


def test_the_lead_in_bettler_says_the_aim_turned_round() -> None:
    """In Bettler the lead's explanation is the aim of that side: the declarer must take no
    trick, the defenders must make him take one; in a trump game the plain lead."""
    calls = ["bid:1", "pass", "pass", "discard:H9,HT", "announce:bettler"]
    state = play_to_trick(HANDS, "H9 HT", calls)
    while state.phase == "defence":
        state = apply(state, legal_actions(state)[0])
    assert state.phase == "play" and observe(state, 0)["declarer"] == 0
    leader = state.to_move
    obs = observe(state, leader)
    assert guide_step(obs, leader) == ("lead_bettler" if leader == 0 else "lead_catch")
    assert guide_step({**obs, "declarer": (leader + 1) % 3}, leader) == "lead_catch"
    assert guide_step({**obs, "declarer": leader}, leader) == "lead_bettler"
    assert guide_step({**obs, "game": "H"}, leader) == "lead"


def test_the_guide_speaks_of_games_without_trumps_and_of_a_free_discard() -> None:
    """Play-tested: with only Pass and Bettler left the guide said "you will need 6 of the
    10 tricks", the talon after a Bettler bid advised keeping low cards, and nothing was
    said when no card of the suit led and no trump made every card legal."""
    obs = {
        "phase": "auction",
        "legal": ["pass", "bid:bettler"],
        "history": [{"seat": 0, "action": "bid:3"}],
    }
    assert guide_step(obs) == "auction_no_trump"
    assert guide_step({**obs, "legal": ["pass", "bid:3"]}) == "auction"
    talon = {"phase": "exchange", "legal": ["discard:C7,C8"], "nachgehen": None}
    assert guide_step({**talon, "bid": "bettler"}) == "talon_bettler"
    assert guide_step({**talon, "bid": "sans"}) == "talon_no_trump"
    assert guide_step({**talon, "bid": "2"}) == "talon"
    play = {
        "phase": "play",
        "legal": ["play:C7", "play:S8"],
        "hand": ["C7", "S8"],
        "trick": {"cards": [{"seat": 1, "card": "HK"}]},
        "trump": "D",
        "game": "D",
    }
    assert guide_step(play) == "discard_free"
    assert guide_step({**play, "trump": "C"}) is None  # holds a trump (then no choice is free)
    assert guide_step({**play, "legal": ["play:C7"], "hand": ["C7"]}) is None  # one card
