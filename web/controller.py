"""The page's behaviour without the browser: what a click does, what gets saved, what is shown.

Owns the page state that is not the game: the open overlay (new-match dialog, settings,
the confirmation before a running match is given up, score sheet, last trick, calls), the
compact menu, the cards picked for the discard, which opponent is thinking, the notices, the
player's settings, the review of a finished deal and its replay, the game term explained on
a long press, and the player's aids: undo (``Session.undo``), the hint, the after-deal
analysis and auto-play (``tasks.Tasks`` hands ``main.py`` the jobs to run).

Match safety: the settings never end a match (they apply to the running one); starting a
new match while one runs first asks (overlay ``confirm``, whose button is the only
``data-action="start"`` on the page then).
``click`` takes what the clicked element carries (``data-action``, ``data-control``,
``data-card``, ``disabled``) and re-checks everything against the engine, so a disabled or
stale control changes nothing. Every change is saved at once, and other tabs' changes are
followed (``archive.Archive``, which also owns the score history, its statistics, export
and import). ``main.py`` only turns DOM events into calls here and paints ``screen()``
through ``view.render``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from game import GameError, record_text

from . import friend_tables, history_io, opponents, storage
from .archive import PAST_SHOWN, Archive
from .guide import GUIDE_SEED, TERMS, guide_step
from .house_rules import preset_of
from .markup import Screen, toggle_card
from .review import review_step, review_view
from .session import BotRequest, Session
from .settings import PACES, Params, Settings
from .tasks import Job, Opponents, Tasks, decision_key

if TYPE_CHECKING:  # web.online is loaded only when friends play (web/main.py)
    from .online.mode import Command
    from .online.page import OnlinePage

__all__ = ["Ui", "Controller"]

_OVERLAYS = ("score-sheet", "last-trick", "rules", "stats", "calls")
_REVIEW_STEPS = {"review-first", "review-back", "review-next", "review-last"}


@dataclass
class Ui:
    """Page-only state: never saved, never sent to the engine."""

    overlay: str | None = None
    """"dialog" (new match), "settings", "confirm" (give up the running match?),
    "score-sheet", "last-trick", "rules", "stats", "calls", "online", "elsewhere" (another
    tab plays with friends), or None."""
    menu: bool = False
    """The compact menu (phones) is open."""
    sections: frozenset[str] = frozenset()
    """The dialog's sections shown open."""
    term: str | None = None
    """The game term explained now (after a long press or a tap on a term)."""
    review: int | None = None
    """While reviewing the finished deal: how many of its cards are on the table."""
    off_note: str | None = None
    """A page control tapped while it cannot act (``why_off:<control>`` says why)."""
    selected: tuple[str, ...] = ()
    thinking: int | None = None
    notices: list[Notice] = field(default_factory=list)
    draft: Settings | None = None
    """The dialog's values while it is open (so a language switch re-renders it)."""
    takeover: bool = False
    """(Overlay "elsewhere") the tab that played with friends is gone: this one may."""
    undone: tuple[str, str] | None = None
    """(decision key, action) of the action just taken back, shown while that decision is due."""
    undo_note: tuple[str, str] | None = None
    """(record, reason) after a click on the unavailable undo: why, shown until a move."""
    download: tuple[str, str] | None = None
    """(file name, text) the page should offer as a download (the history export)."""
    full_hidden: bool = False
    """The storage-full notice gave way to the offer of the older matches' file (``prune``):
    it comes back if the offer is cancelled."""


Notice = tuple[str, dict[str, str]]

_IMPORT_OUTCOMES = (
    "notice_import_bad",
    "notice_import_ok",
    "notice_import_some",
    "notice_import_full",
)
"""The notices that end an import: a new one replaces the last (``Controller.notify``)."""


class Controller:
    """One page: settings, the session (once a game has started), history and UI state."""

    def __init__(
        self,
        store: storage.Store,
        params: Params,
        now_ms: Callable[[], int] = lambda: int(time.time() * 1000),
        fresh_seed: Callable[[], int] = lambda: int(time.time() * 1000) % 2**31,
        tab: storage.Store | None = None,
        blocked: bool = False,
    ) -> None:
        """``store`` keeps the saved data (``localStorage``), ``tab`` what only this tab
        needs across a reload (``sessionStorage``); ``blocked``: the browser refuses both,
        so they are memory only (the player is told)."""
        self.store = store
        """The saved data (``localStorage``) for keys of their own, like ``web.online``'s."""
        self.params = params
        self.now_ms = now_ms
        self.fresh_seed = fresh_seed
        self.levels = opponents.levels()
        self.ui = Ui()
        try:
            self.first_visit = store.get(storage.SETTINGS) is None
        except Exception:  # a store that refuses to be read: the archive reports it below
            self.first_visit = True
        """No settings stored yet: the guided first deal is offered."""
        self.tasks = Tasks()
        self.online: OnlinePage | None = None
        """Playing with friends (``web.online.page``), once opened; None otherwise."""
        self.online_identity: str | None = None
        """This browser's lasting WebRTC identity (``transport.js``), once the online code
        is loaded: a friend's spare connection lets it back in without a new link."""
        self._closing: list[Command] = []
        self._shown_changed = True
        self.archive = Archive(
            store,
            {} if tab is None else tab,
            now_ms,
            self.notify,
            self.unnotify,
            self.tasks.add_work,
            blocked,
        )
        settings, self.session, self.ui.selected = self.archive.boot(self.levels)
        self.ui.review, self.ui.overlay = self.archive.view
        self.settings = self._stored_settings = settings.with_level(self.levels)
        if self.first_visit and params.lang is not None:  # e.g. a friend's invitation link
            self.settings = replace(self.settings, lang=params.lang)
        self.archive.start()
        if self.session is None:
            if params.start:
                rules = params.rules if params.rules is not None else self.settings.rules
                self.start_game(replace(self.settings, rules=rules))
            else:
                self.open_dialog()

    # --- clicks ---------------------------------------------------------------------------

    def click(
        self,
        action: str | None = None,
        control: str | None = None,
        card: str | None = None,
        disabled: bool = False,
        form: dict[str, Any] | None = None,
    ) -> str | None:
        """Handle a click on an element; returns why it was ignored, or None if it acted."""
        why = self._click(action, control, card, disabled, form)
        view = (self.ui.review, self.ui.overlay)
        if view != self.archive.view and self.session is not None:
            self.archive.view = view  # the tab remembers it: a reload opens it again
            self.archive.remember(self.session, self.ui.selected)
        return why

    def _click(
        self,
        action: str | None,
        control: str | None,
        card: str | None,
        disabled: bool,
        form: dict[str, Any] | None,
    ) -> str | None:
        if disabled:
            return f"ignored a click on a disabled control ({action or control or card})"
        if self.ui.overlay == "elsewhere":
            return "ignored: this browser plays with friends in another tab"
        self.ui.term, self.ui.off_note = None, None
        if control not in ("menu", "setting") and not (control or "").startswith("section:"):
            self.ui.menu = False  # a choice from the menu (or any other click) closes it
        if self.online is not None:
            handled, why = self.online.click(self, action, control, card, form or {})
            if handled:
                return why
        if control is not None:
            return self._control(control, form or {})
        if action == "start":
            return self._start(form or {})
        session = self.session
        if session is None:
            return f"ignored {action or card}: no game has started"
        if action == "next-deal":
            if not session.over:
                return "ignored next-deal: the deal is not over"
            session.next_deal()
            self.ui.review = None
            self._changed()
            return None
        if action is not None:
            try:
                session.act(action)
            except GameError as error:
                return f"ignored {action}: {error}"
            self._changed()
            return None
        if card is not None:
            return self._pick(card)
        return None

    def _start(self, form: dict[str, Any]) -> str | None:
        """``start``: a new match with the dialog's settings; asks first while one runs
        (not in the panel for playing with friends: its start is that decision, design.md §4;
        the new-match dialog asks with friends at the table too)."""
        draft = (self.ui.draft or self.settings).merged(form, self.levels)
        # a guest at a friend's table is asked too: his own match leaves that table
        guest = self.online.online.guest if self.online is not None else None
        playing = self.session is not None or (guest is not None and guest.state is not None)
        asks = playing and (self.online is None or self.ui.overlay != "online")
        if asks and self.ui.overlay != "confirm":
            self.ui.draft, self.ui.overlay = draft, "confirm"
            return None
        self.start_game(draft)
        return None

    def _control(self, control: str, form: dict[str, Any]) -> str | None:
        if control == "menu":
            self.ui.menu = not self.ui.menu
        elif control == "new-game":
            self.open_dialog()
        elif control == "settings":
            if self.session is None:
                self.open_dialog()
            else:
                self.ui.overlay, self.ui.draft = "settings", self.settings
        elif control.startswith("section:"):
            self.ui.sections = self.ui.sections ^ {control[8:]}
        elif control == "apply-settings":
            self.settings = (self.ui.draft or self.settings).merged(form, self.levels)
            self.ui.draft, self.ui.overlay = None, None
            self._save_settings()
        elif control == "close":
            if self.session is None and (self.online is None or not self.online.is_guest):
                if self.ui.overlay == "online":  # back to the dialog: a game must start
                    self.open_dialog()
                    return None
                return "ignored close: choose the settings and start a match first"
            if self.ui.overlay == "online" and self.online is not None and self.online.unused:
                self.online.end(self)  # nobody invited: the panel leaves no table behind
            self.ui.draft, self.ui.overlay = None, None
        elif control == "sound":
            self.settings = replace(self.settings, sound=not self.settings.sound)
            self._save_settings()
        elif control == "close-term":
            pass  # every click closes the explanation (above)
        elif control == "guide-off":
            self.settings = replace(self.settings, guide=False)
            self._save_settings()
        elif control in ("last-trick", "score-sheet") and not self._can_open(control):
            self.ui.off_note = control
            return f"ignored {control}: nothing to show yet"
        elif control in _OVERLAYS:
            self.ui.overlay = None if self.ui.overlay == control else control
        elif control == "review" or control in _REVIEW_STEPS or control == "review-close":
            return self._review(control)
        elif control == "replay":
            return self._replay()
        elif control == "dismiss-notice":
            self.ui.notices.clear()
            self.archive.prune_cancel()  # its confirm button is gone with its notice
            self.ui.full_hidden = False
        elif control == "setting":
            before = self.ui.draft or self.settings
            self.ui.draft = before.merged(form, self.levels)
            if (preset_of(before.house_rules) == "custom") != (
                preset_of(self.ui.draft.house_rules) == "custom"
            ):
                # the switches' fold is open by default exactly for custom rules (panels._fold):
                # when that default flips, it stays as the player sees it
                self.ui.sections = self.ui.sections ^ {"house"}
        elif control == "undo":
            return self.undo()
        elif control == "hint":
            if self.session is None:
                return "ignored hint: no game has started"
            why = self.tasks.toggle_hint(self.session)
            if why:
                self.ui.off_note = "hint"  # shown on the page: touch screens have no tooltip
            return why
        elif control == "export":
            playing = self.session.match_id if self.session is not None else None
            self.ui.download = self.archive.export(self.now_ms(), playing)
        elif control == "prune":  # offers the file only: see prune-confirm
            current = self.session.match_id if self.session is not None else None
            self.ui.download = self.archive.prune(current, self.now_ms())
            if self.ui.download is not None and any(k == "notice_full" for k, _ in self.ui.notices):
                self.ui.full_hidden = True  # the offer's notice stands in its place
                self.unnotify("notice_full")
        elif control == "prune-confirm":
            current = self.session.match_id if self.session is not None else None
            why = self.archive.prune_confirm(current)
            self.ui.full_hidden = self.ui.full_hidden and why is not None
            return why
        elif control == "prune-cancel":
            self.archive.prune_cancel()
            if self.ui.full_hidden:  # still full: its export and prune again
                self.ui.full_hidden = False
                self.notify("notice_full", {})
        else:
            return f"ignored unknown control {control!r}"
        return None

    def _can_open(self, control: str) -> bool:
        """Whether the last trick or the score sheet has something to show (with friends, the
        page shows what the host sends: the panel decides)."""
        if self.online is not None:
            return True
        if self.session is None:
            return False
        return control != "last-trick" or bool(self.session.observation()["tricks"])

    def _review(self, control: str) -> str | None:
        """Step through the finished deal's cards (``review.py``): open, move, close."""
        session = self.session
        if session is None or not session.over:
            self.ui.review = None
            return f"ignored {control}: the review is there once the deal is over"
        step = self.ui.review
        if control == "review":
            self.ui.review = None if step is not None else 0
        elif control == "review-close" or step is None:
            self.ui.review = None
        else:
            self.ui.review = review_step(control, step, session.state)
        self.ui.overlay = None
        return None

    def _replay(self) -> str | None:
        """Play the finished deal again (practice; ``Session.replay_deal``)."""
        session = self.session
        if session is None or not session.over:
            return "ignored replay: only a finished deal can be played again"
        session.replay_deal()  # a pending opponent's answer no longer matches the position
        self.ui = Ui(notices=self.ui.notices)
        self._changed()
        return None

    def dismiss(self) -> bool:
        """A click beside the menu or the explanation closes them; True if one was open."""
        was = self.ui.menu or self.ui.term is not None
        self.ui.menu, self.ui.term = False, None
        return was

    def show_term(self, term: str | None) -> None:
        """Explain a game term (a long press or right click on a control that carries one)."""
        self.ui.term = term if term in TERMS else None

    def _pick(self, card: str) -> str | None:
        """Exchange: clicking a hand card toggles it in the discard selection."""
        assert self.session is not None
        observation = self.session.observation()
        if observation["phase"] != "exchange" or not observation["legal"]:
            return f"ignored {card}: nothing to choose now"
        if card not in observation["hand"]:
            return f"ignored {card}: not in your hand"
        self.ui.selected = toggle_card(self.ui.selected, card)
        self.archive.remember(self.session, self.ui.selected)
        return None

    def undo(self) -> str | None:
        """Take back the player's last action (``web.undo`` says when); why not, or None."""
        session = self.session
        if session is None:
            return "ignored undo: no game has started"
        try:
            taken = session.undo()
        except GameError as error:
            reason = session.undo_point()
            if isinstance(reason, str):  # say why on the page (a tooltip is not enough on touch)
                self.ui.undo_note = (record_text(session.state), reason)
            return f"ignored undo: {error}"
        self.ui.thinking = None  # an opponent's answer to the abandoned position is dropped
        self.ui.selected = ()
        key = decision_key(session)
        self.ui.undone = (key, taken) if key is not None else None
        self._changed()
        return None

    def import_file(self, size: int) -> bool:
        """Whether the file chosen for an import (``size`` bytes) is to be read and passed to
        ``import_history``; one far too big for an export is refused at once, unread."""
        error = history_io.too_big(size)
        if error is not None:
            self.notify("notice_import_bad", error.notice())
        return error is None

    def refuse_import(self, why: str) -> None:
        """The browser could not read the chosen file (``why``, its error): the notice says
        so; nothing changes."""
        self.notify("notice_import_bad", {"error": why, "why": "unreadable"})

    def import_history(self, text: str) -> None:
        """Merge an exported history file into the history; a notice says what happened.

        Bad input changes nothing: the file is checked completely (every record replays),
        a few matches per slice of ``main.py``'s job loop, before anything is written, and
        then its good matches are written all or nothing (``archive.Archive.start_import``);
        a damaged match is left out and named (``history_io.Report.left_out``), a file with
        no good match is refused.
        """
        playing = self.session.match_id if self.session is not None else None
        self.archive.start_import(text, playing)

    def storage_changed(self, key: str | None) -> bool:
        """Another tab wrote ``key`` (a ``storage`` event): follow it (``Archive.changed``).
        True when the page shows something else now (another tab's import of a thousand
        matches must not cost a thousand repaints of the table)."""
        notices = len(self.ui.notices)
        change = self.archive.changed(key, self.levels, self.session, self.settings.name)
        if change.settings is not None:
            self.settings = self._stored_settings = change.settings.with_level(self.levels)
        if change.session is not None:
            self._adopt(change.session)
        history_shown = self.ui.overlay in ("score-sheet", "stats")
        return (
            change.settings is not None
            or change.session is not None
            or history_shown
            or len(self.ui.notices) != notices
        )

    def elsewhere(self, free: bool = False) -> None:
        """Another tab of this browser plays with friends (it holds ``transport.js``'s lock):
        this one waits under a panel that says so and does nothing (no click, no bot's move:
        ``paused``). ``free``: that tab is gone; the panel offers to play on here (a reload,
        ``data-control="reload"``), when the player wants: not by itself, or a tab the
        player has just reloaded could find its friends taken by this one."""
        self.ui.overlay, self.ui.menu, self.ui.draft = "elsewhere", False, None
        self.ui.takeover = free

    def notify(self, key: str, values: dict[str, str]) -> None:
        """Show a notice (a progress notice replaces its older self, an import's outcome
        the outcome of the import before; others appear once)."""
        notice = (key, values)
        if key.startswith("notice_progress"):
            self.unnotify(key)
        elif key in _IMPORT_OUTCOMES:  # several files tried in a row: only the last one's
            self.ui.notices[:] = [n for n in self.ui.notices if n[0] not in _IMPORT_OUTCOMES]
        if notice not in self.ui.notices:
            self.ui.notices.append(notice)

    def unnotify(self, key: str, values: dict[str, str] | None = None) -> None:
        """Drop the notices of ``key`` (only the one with ``values``, if given)."""
        self.ui.notices[:] = [
            n for n in self.ui.notices if n[0] != key or (values is not None and n[1] != values)
        ]

    def take_download(self) -> tuple[str, str] | None:
        """The file the page should download now (once), or None."""
        download, self.ui.download = self.ui.download, None
        return download

    def open_dialog(self) -> None:
        """The new-match dialog (on a first visit it offers the guided play, switched on)."""
        draft = self.settings
        if self.first_visit and self.session is None:
            draft = replace(draft, guide=True)
        if self.params.rules is not None:  # ?rules= names the house rules of this visit
            draft = replace(draft, rules=self.params.rules)
        self.ui.overlay, self.ui.draft = "dialog", draft

    def start_game(self, settings: Settings) -> None:
        """A new match with ``settings``; the old one stays in the history."""
        self.settings = settings
        seed = self.params.seed
        opening = None
        if seed is None:
            seed = self.fresh_seed()
            if settings.guide and self.first_visit and not self.archive.history.entries:
                # the guided deal first, then deals of the match's own seed: every new
                # player meets the same first deal, not the same match
                opening = GUIDE_SEED
        self.first_visit = False
        self.session = Session.new(seed, self.now_ms(), settings.house_rules, opening)
        self.ui = Ui(notices=self.ui.notices)
        if self.online is not None:
            self.online.started(self)
        self._save_settings()
        self._changed()

    # --- opponents ------------------------------------------------------------------------

    def bot_request(self) -> BotRequest | None:
        if self.session is None or (self.online is not None and self.online.is_guest):
            return None
        return self.session.bot_request()

    def level(self) -> str:
        return self.settings.level

    @property
    def motion(self) -> float:
        """The opponents' pace in seconds; 0 (pace ``instant``) also turns card motion off."""
        return PACES[self.params.pace or self.settings.pace]

    def next_job(self) -> Job | None:
        """Work for ``main.py``'s one loop: an opponent's move, a hint, an analysis, a forced
        card or a slice of long work (``tasks.Tasks``); None when there is nothing to do."""
        if self.online is not None and self.online.is_guest:
            return self.online.next_job(self)  # the host's page runs the match
        paused = self.paused()
        opponents_ = None if paused else Opponents(self.level(), self.params.think_ms)
        autoplay = self.settings.autoplay and not paused
        return self.tasks.next_job(
            self.session, autoplay, max(self.delay(), 0.0), self.now_ms(), opponents_
        )

    def paused(self) -> bool:
        """Whether the table waits: alone against the bots, no card is played while a panel
        covers the table (the player would not see it fall); with friends the game goes on."""
        return self.ui.overlay is not None and self.online is None

    def start_job(self, job: Job) -> bool:
        """After the job's pause: False if it no longer matters (skip it), or if it is a move
        and a panel opened meanwhile (closing it starts it again); an opponent's move shows
        him thinking until his answer is in."""
        if not self.tasks.is_due(self.session, job):
            return False
        if job.kind in ("bot", "autoplay") and self.paused():
            self.tasks.put_back(job)
            return False
        if job.kind == "bot":
            self.ui.thinking = job.seat
        return True

    def finish_job(self, job: Job, answer: str | None) -> str | None:
        """The answer to ``job`` (None if it failed); a move made is saved. Returns an error
        text for the console when an opponent's answer was unusable."""
        if job.kind == "bot":
            self.ui.thinking = None
            session = self.session
            if session is None or not self.tasks.is_due(session, job) or self.paused():
                # the game moved on (undo, new game, another tab): dropped; or a panel
                # opened while he thought: asked again once it closes (seeded, same answer)
                return None
            request = session.bot_request()
            assert request is not None  # is_due: the same position, an opponent to move
            return self.apply_bot(request, answer)
        notices = list(self.ui.notices)
        busy = len(self.tasks.work)
        if self.tasks.finish(self.session, job, answer, self.now_ms()):
            self._changed()
        self._shown_changed = notices != self.ui.notices or busy != len(self.tasks.work)
        return None

    def shown_changed(self) -> bool:
        """Whether the last job changed what the page shows (a notice, a finished piece of
        work: the score sheet or statistics may show more now)."""
        return self._shown_changed

    def delay(self) -> float:
        """Seconds before the next opponent acts; a finished trick stays up twice as long."""
        seconds = PACES[self.params.pace or self.settings.pace]
        if self.session is not None:
            state = self.session.state
            if state.phase == "play" and not state.trick and state.tricks:
                return 2 * seconds
        return seconds

    def apply_bot(self, request: BotRequest, action: str | None) -> str | None:
        """Apply an opponent's answer (None: he failed); returns an error text when it was
        unusable.

        A stale answer (the game moved on) is dropped quietly. A missing or illegal one is a
        bot bug: the first legal action is played instead (``opponents.fallback``) and the
        error is reported.
        """
        session = self.session
        self.ui.thinking = None
        if session is None or not session.is_current(request):
            return None
        error = None
        if action is None:
            action = opponents.fallback(request.observation)
            error = f"opponent at seat {request.seat} gave no answer; played {action}"
        try:
            session.apply_bot(request, action)
        except GameError as bug:
            session.apply_bot(request, opponents.fallback(request.observation))
            error = f"opponent at seat {request.seat} answered {action!r}: {bug}"
        self._changed()
        return error

    # --- saving ---------------------------------------------------------------------------

    def _changed(self) -> None:
        """After every move: keep the selection only while it still applies, then save (and
        continue with another tab's version if that one holds this move already)."""
        assert self.session is not None
        if self.session.state.phase != "exchange":
            self.ui.selected = ()
        follow = self.archive.save(self.session, self.settings, self.ui.selected)
        if follow is not None:
            self._adopt(follow)
        if self.online is not None:
            self.online.changed(self)

    def _adopt(self, session: Session) -> None:
        """Continue with ``session`` (another tab's version of this match)."""
        self.session = session
        self.ui.thinking = None
        if session.state.phase != "exchange":
            self.ui.selected = ()

    def remember_name(self, name: str) -> None:
        """The player's name as typed in the online panel's join, kept like any setting (a
        reload shows it again at his own seat)."""
        self.settings = self.settings.merged({"name": name}, self.levels)
        self._save_settings()

    def _save_settings(self) -> None:
        before, self._stored_settings = self._stored_settings, self.settings
        stored = self.archive.save_settings(before, self.settings, self.levels)
        self.settings = self._stored_settings = stored.with_level(self.levels)

    # --- what is shown --------------------------------------------------------------------

    def screen(self) -> Screen:
        """Everything the view needs, as plain values."""
        session = self.session
        base = Screen(
            settings=self.settings,
            levels=self.levels,
            overlay=self.ui.overlay,
            takeover=self.ui.takeover,
            selected=self.ui.selected,
            thinking=self.ui.thinking,
            notices=tuple(self.ui.notices),
            draft=self.ui.draft,
            motion=self.motion,
            stats=self._statistics_shown() if self.ui.overlay == "stats" else None,
            menu=self.ui.menu,
            sections=self.ui.sections,
            term=self.ui.term,
            off_note=self.ui.off_note,
        )
        if self.online is not None:
            base = self.online.screen(self, base)
            if self.online.is_guest:
                return base
        if session is None:
            return base
        rows = tuple(
            {
                "number": r.number,
                "dealer": r.dealer,
                "declarer": r.declarer,
                "game": r.game,
                "bid": r.bid,
                "scores": r.scores,
                "paid": r.paid,
                "pool": r.pool,
            }
            for r in session.score_rows()
        )
        return replace(
            base,
            obs=session.observation(),
            reveal=session.reveal(),
            deal_number=session.deal_index + 1,
            match=session.match_id,
            rows=rows,
            totals=session.totals(),
            last_change=session.last_change(),
            pool=session.pool(),
            practice=session.practice is not None,
            practice_pool=session.practice_pool(),
            guide=guide_step(session.observation(), opening=session.guided)
            if self.settings.guide
            else None,
            review=self._review_view(session),
            **self.past(session.match_id),
            **self._assist(session),
        )

    def _review_view(self, session: Session) -> dict[str, Any] | None:
        """The review at its step (``review.review_view``), while it is open."""
        if self.ui.review is None or not session.over:
            return None
        record = record_text(session.state)
        return review_view(record, self.ui.review, self.tasks.analysis_for(session))

    def past(self, current: str | None) -> dict[str, Any]:
        """The score sheet's earlier matches while it is open, newest first: this browser's
        own and those it played at friends' tables (``friend_tables``)."""
        if self.ui.overlay != "score-sheet":
            return {}
        past, more = self.archive.past(current)
        merged = sorted([*past, *friend_tables.past(self.store, current)], key=_newest_first)
        shown = merged[:PAST_SHOWN]
        return {"past": tuple(shown), "past_more": more + len(merged) - len(shown)}

    def _assist(self, session: Session) -> dict[str, Any]:
        """The screen's undo, hint and analysis fields."""
        keep = session.undo_point()
        undone, note = self.ui.undone, self.ui.undo_note
        hint = self.tasks.hint_for(session)
        return {
            "undo": keep if isinstance(keep, str) else None,
            "undone": undone[1] if undone and undone[0] == decision_key(session) else None,
            "undo_note": note[1] if note and note[0] == record_text(session.state) else None,
            "hint": None
            if hint is None
            else {"status": hint.status, "answer": hint.answer, "ms": hint.ms},
            "analysis": self.tasks.analysis_for(session),
        }

    # --- playing with friends (web.online, imported only once the page has loaded it) ----

    def open_online(self, page_url: str, fragment: str = "") -> None:
        """Open the online panel: as a guest for an invitation in ``fragment``, else the
        online mode already on, else the saved one, else as a new host."""
        from .online.page import OnlinePage

        if self.ui.overlay == "dialog" and self.ui.draft is not None:
            self.settings = self.ui.draft  # what was chosen in the dialog, e.g. the name
            self.ui.draft = None
            self._save_settings()
        if fragment or self.online is None:
            joined = OnlinePage.start(self, page_url, fragment)
            if joined is None and fragment:  # a link that does not work: its notice says so
                return
            self.online = joined or self.online
        if self.online is None:
            self.online = OnlinePage.new_host(self, page_url)
        self.ui.overlay = "online"

    def resume_online(self, page_url: str, fragment: str) -> None:
        """At boot: the guest of an invitation link, or the saved host or guest, if any."""
        from .online.page import OnlinePage

        self.online = OnlinePage.start(self, page_url, fragment)

    def online_event(self, kind: str, seat: int, text: str) -> None:
        """A transport event: a channel opened (``open``), a ``message``, a ``close``."""
        if self.online is not None and self.online.event(self, kind, seat, text):
            self._changed()

    def online_made(self, kind: str, seat: int, sdp: str | None, error: str = "") -> None:
        """The browser's offer or answer for ``seat`` (None: it failed with ``error``)."""
        if self.online is not None:
            self.online.made(self, kind, seat, sdp, error)

    def take_online_commands(self) -> list[Command]:
        """The transport's work, in order (once), including channels left to close."""
        commands, self._closing = self._closing, []
        if self.online is not None:
            commands += self.online.online.commands
            self.online.online.commands.clear()
        return commands

    def closing(self, commands: list[Command]) -> None:
        """Commands of an online mode that just ended (its channels must still close)."""
        self._closing.extend(commands)

    def statistics(self) -> dict[str, Any]:
        """``stats.compute`` over the whole history, or its progress while the stored matches
        are read and their deals digested (``archive.Archive.statistics``)."""
        data = self.archive.statistics(self.session.match_id if self.session else None)
        if "pending" in data:
            self.archive.digest_soon()
        return data

    def _statistics_shown(self) -> dict[str, Any]:
        """The statistics panel's data: :meth:`statistics`, and how many matches were played
        at friends' tables (a guest keeps what the host sent him, no deal records: said,
        not counted)."""
        data = self.statistics()
        if "pending" in data:
            return data
        return {**data, "friends": len(friend_tables.past(self.store, None))}


def _newest_first(match: dict[str, Any]) -> int:
    return -int(match["started"])
