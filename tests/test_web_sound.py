"""web/sound.py: which sounds a change on the table calls for, and what they are made of."""

from __future__ import annotations

from dataclasses import replace

from game import apply, legal_actions, new_game, observe
from web.markup import Screen
from web.settings import Settings
from web.sound import SOUNDS, Cues


def screen(state, sound: bool = True, deal: int = 1) -> Screen:
    return Screen(
        settings=Settings(sound=sound),
        levels=("anfaenger",),
        obs=observe(state, 0),
        deal_number=deal,
    )


def test_sounds_follow_cards_tricks_turns_and_the_result() -> None:
    cues = Cues()
    state = new_game(5)  # seat 0 is forehand: his turn
    assert cues.news(screen(state)) == []  # the first look says nothing
    state = apply(state, "bid:1")
    assert cues.news(screen(state)) == []
    heard: list[str] = []
    while state.phase != "done":
        state = apply(state, legal_actions(state)[0])
        heard += cues.news(screen(state))
    assert heard.count("card") == sum(1 for _s, a in state.history if a.startswith("play:"))
    assert heard.count("trick") == len(state.tricks) and "turn" in heard
    assert heard[-1] in ("result-good", "result-bad")


def test_silent_when_off_and_every_sound_is_a_few_short_tones() -> None:
    cues = Cues()
    state = new_game(5)
    cues.news(screen(state, sound=False))
    assert cues.news(screen(apply(state, "bid:1"), sound=False)) == []
    assert set(SOUNDS) == {"card", "trick", "turn", "result-good", "result-bad"}
    for tones in SOUNDS.values():
        assert 1 <= len(tones) <= 3
        for tone in tones:
            assert 80 <= tone.freq <= 2000 and 0 < tone.gain <= 0.25
            assert tone.start + tone.length <= 0.7 and tone.shape in ("sine", "triangle")
    review = replace(screen(state), review={"step": 0})
    assert cues.news(review) == []
