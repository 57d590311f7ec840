"""What a screen reader hears as the game goes on, in the page's language. Pure.

``Announcer.news(screen)`` returns the new lines since its last call: each call and
decision as the call log says it ("Hansi bietet Zwei", "Du spielst mit"), each card played
("Du: Herz König"), each trick's winner ("Stich an Mizzi", "Dein Stich"), the deal's
result (the result panel's verdict, then the points, in a pool match the chips too), a new
deal, and when the player has to act ("Dein Gebot"). ``main.py`` writes them into the polite
live region ``#announcer``. The first call only takes note of where the game stands, so a
reload does not read out the whole deal again. The player's aids are spoken too: the hint
once it is ready, what an undo took back (then the deal's lines are simply counted again),
why an undo, the hint or the last trick could not be had, and the cards picked to discard.
"""

from __future__ import annotations

from typing import Any

from game.contracts import announceable

from .assist import hint_parts
from .house_view import rules_of
from .labels import Labels, signed
from .markup import Screen, discard_action
from .panels import pool_chips, verdict
from .phrases import game_in_text, is_you, log_text

__all__ = ["Announcer", "events", "prompt_text", "hand_question"]


def events(obs: dict[str, Any], labels: Labels, names: tuple[str, ...]) -> list[str]:
    """Every public event of the deal so far, in order, as spoken lines."""
    out: list[str] = []
    tricks, done, in_trick = obs["tricks"], 0, 0
    for entry in obs["history"]:
        seat, action = entry["seat"], entry["action"]
        out.append(log_text(labels, names, seat, action, obs["declarer"]))
        if not action.startswith("play:"):
            continue
        in_trick += 1
        if done < len(tricks) and in_trick == len(tricks[done]["cards"]):
            winner = tricks[done]["winner"]
            out.append(labels.s("trick_to", is_you(winner), name=names[winner]))
            done, in_trick = done + 1, 0
    result = obs["result"]
    if obs["phase"] == "done" and result is not None:
        if result["kind"] == "all_pass":
            out.append(labels.t("all_pass"))
        else:
            points = ", ".join(
                f"{names[seat]} {signed(score)}" for seat, score in enumerate(obs["scores"])
            )
            out.append(f"{labels.t('result')}: {points}")
    return out


def prompt_text(obs: dict[str, Any], labels: Labels) -> str:
    """What the player is asked to do (empty when it is not his turn)."""
    legal, phase = obs["legal"], obs["phase"]
    if not legal:
        return ""
    if phase == "play":
        return labels.t("prompt:lead" if not obs["trick"]["cards"] else "prompt:play")
    kind = legal[0].partition(":")[0]  # a phase may ask two questions: invite, rekontra
    if kind == "hand":
        return hand_question(obs, labels)
    return labels.t(f"prompt:{kind}" if labels.has(f"prompt:{kind}") else f"prompt:{phase}")


def hand_question(obs: dict[str, Any], labels: Labels) -> str:
    """§9.7: the Hand question, with the games a Hand game leaves the declarer now: only the
    non-trump games from his bid up (the engine's ``announceable`` after ``hand:yes``), so
    that "yes" after a bid of One with a suit hand is no trap (play-test)."""
    games = announceable(obs["bid"], rules_of(obs), hand=True)
    names = [game_in_text(labels, game, None) for game in games]
    return labels.t("prompt:hand", games=labels.listing(names, "or"))


class Announcer:
    """Remembers what has been said for the deal on screen."""

    def __init__(self) -> None:
        self.deal: tuple[str, int, bool] | None = None
        """The deal on screen: its match, number and whether it is a practice replay."""
        self.said = 0
        self.asked = ""
        self.aids: tuple[str, str, str, str] = ("", "", "", "")

    def news(self, screen: Screen) -> list[str]:
        obs = screen.obs
        if obs is None:
            return []
        labels, names = screen.labels, screen.names
        lines = events(obs, labels, names)
        result = obs["result"]
        if obs["phase"] == "done" and result is not None and result["kind"] != "all_pass":
            # the verdict before the points, as the result panel's headline says it
            lines[-1] = f"{verdict(screen)[0]} {lines[-1]}"
            chips = pool_chips(screen)
            if chips is not None and chips[0] is not None:  # §9.9: the chips count
                each = ", ".join(f"{names[s]} {signed(n)}" for s, n in enumerate(chips[0]))
                lines[-1] += f" · {labels.t('col:chips')}: {each}"
        prompt = prompt_text(obs, labels)
        legal = obs["legal"]
        if screen.settings.autoplay and len(legal) == 1 and legal[0].startswith("play:"):
            prompt = ""  # the card is played for him (web/tasks.py): its own line says it
        deal = (screen.match, screen.deal_number, screen.practice)
        if self.deal is None and lines:  # first look mid-deal (a reload): say nothing old
            self.deal, self.said, self.asked = deal, len(lines), prompt
            return []
        out = []
        if deal != self.deal or (len(lines) < self.said and not screen.undone):
            # a new deal (a match's first one too); or the same deal from its start again, a
            # practice replayed once more (an undo says what it took back; the rest was said)
            self.deal, self.said, self.asked = deal, 0, ""
            dealer = labels.t("dealer_is", name=names[obs["dealer"]])
            out.append(f"{labels.t('deal_n', n=screen.deal_number)} · {dealer}")
        elif len(lines) < self.said:  # an undo: what is left was said
            self.said, self.asked = len(lines), ""
        aids = self._aids(screen, labels)
        out.extend(text for text, before in zip(aids, self.aids, strict=True) if text != before)
        self.aids = aids
        out.extend(lines[self.said :])
        self.said = len(lines)
        if prompt and prompt != self.asked:
            out.append(prompt)
        self.asked = prompt
        return [line for line in out if line]

    @staticmethod
    def _aids(screen: Screen, labels: Labels) -> tuple[str, str, str, str]:
        """(what an undo took back, why an aid could not act, the hint, the cards picked to
        discard) as spoken lines, empty when there is none. The pick is said as a whole: a
        third card replaces the first (``markup.toggle_card``), which a pressed button
        alone does not tell."""
        undone = labels.t("undone", action=labels.action(screen.undone)) if screen.undone else ""
        refused = ""
        if screen.undo_note:
            refused = labels.t(f"undo:{screen.undo_note}")
        elif screen.off_note in ("hint", "last-trick", "score-sheet"):
            refused = labels.t(f"why_off:{screen.off_note}")
        hint, obs = screen.hint, screen.obs
        said = ""
        if hint and hint.get("status") == "ready" and hint.get("answer") and obs is not None:
            text, _ = hint_parts(labels, obs, hint["answer"])
            said = f"{labels.t('hint:prefix')}: {text}"
        picked = ""
        if screen.selected and obs is not None and obs["phase"] == "exchange" and obs["legal"]:
            picked = labels.action(discard_action(screen.selected))
        return undone, refused, said, picked
