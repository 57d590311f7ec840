"""The table's sounds: when one is due, and what it sounds like. Pure.

Four sounds, off by default (``Settings.sound``; the bar's ``data-control="sound"`` turns
them on with one tap): a card played, a trick taken, the player's turn, the deal's result
(rising when the player did well, falling when not). ``Cues.news(screen)`` says which are
due after a change on screen (the first look after loading says nothing, like
``announce.Announcer``). The sounds are not recordings: each is a few tones described here
(``SOUNDS``) and synthesised at run time by ``main.py`` with the Web Audio API, so no sound
file is shipped and nothing is loaded from elsewhere (our own work, licensed with the code;
see ``web/cards/README.md`` for the art). Web Audio plays at the system's volume and, on
phones, is silenced by the mute switch (``main.py`` asks for the "ambient" audio session
where the browser offers one).

>>> [tone.freq for tone in SOUNDS["turn"]]
[660.0, 880.0]
"""

from __future__ import annotations

from dataclasses import dataclass

from .markup import Screen

__all__ = ["Tone", "SOUNDS", "Cues"]


@dataclass(frozen=True, slots=True)
class Tone:
    """One tone: frequency (Hz), start and length (s), peak gain (0–1), oscillator shape."""

    freq: float
    start: float
    length: float
    gain: float = 0.18
    shape: str = "sine"


SOUNDS: dict[str, tuple[Tone, ...]] = {
    # a soft, short knock: a card laid on the felt
    "card": (Tone(190.0, 0.0, 0.07, 0.22, "triangle"), Tone(120.0, 0.0, 0.09, 0.12, "sine")),
    # two quick low notes: the trick is gathered
    "trick": (Tone(330.0, 0.0, 0.09, 0.14, "triangle"), Tone(247.0, 0.08, 0.12, 0.14, "triangle")),
    # a light two-note chime: your turn
    "turn": (Tone(660.0, 0.0, 0.12, 0.12), Tone(880.0, 0.1, 0.18, 0.12)),
    # three notes up: you did well in this deal
    "result-good": (
        Tone(523.0, 0.0, 0.14, 0.13),
        Tone(659.0, 0.12, 0.14, 0.13),
        Tone(784.0, 0.24, 0.3, 0.13),
    ),
    # three notes down: you lost points
    "result-bad": (
        Tone(440.0, 0.0, 0.16, 0.13, "triangle"),
        Tone(370.0, 0.15, 0.16, 0.13, "triangle"),
        Tone(294.0, 0.3, 0.32, 0.13, "triangle"),
    ),
}


class Cues:
    """Remembers what was on screen, to tell which sounds a change calls for."""

    def __init__(self) -> None:
        self.seen: tuple[int, int, int, bool, bool] | None = None

    def news(self, screen: Screen) -> list[str]:
        """The sounds due since the last call (in ``SOUNDS``), in order; [] when sound is off."""
        obs = screen.obs
        if obs is None:
            return []
        plays = sum(1 for entry in obs["history"] if entry["action"].startswith("play:"))
        now = (
            screen.deal_number,
            plays,
            len(obs["tricks"]),
            bool(obs["legal"]),
            obs["phase"] == "done",
        )
        before, self.seen = self.seen, now
        if before is None or not screen.settings.sound or screen.review is not None:
            return []
        if now[0] != before[0] or now[1] < before[1]:  # a new deal, an undo, a replay
            return ["turn"] if now[3] else []
        out = []
        if now[1] > before[1]:
            out.append("card")
        if now[2] > before[2]:
            out.append("trick")
        if now[4] and not before[4]:
            score = obs["scores"][0] if obs["scores"] else 0
            out.append("result-good" if score >= 0 else "result-bad")
        elif now[3] and not before[3]:
            out.append("turn")
        return out
