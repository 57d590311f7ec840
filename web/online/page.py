"""Playing with friends inside the page's controller: its clicks, screen, saving and events.

Owns how ``controller.Controller`` behaves while friends play, through a few hooks it calls
(``click``, ``screen``, ``changed``, ``started``, ``event``, ``made``); the online state
itself is ``mode.Online``. On the host's page everything works as in a game against bots,
except that the friends' seats get no bot and every change is sent to them. On a guest's
page the table is the host's ``state`` turned to the guest's seat: its clicks become
messages to the host, and nothing local decides a move (no bots or analysis: the host runs
the match; undo is asked of the host, who allows it under ``web.undo``'s rules). A hint is
the guest's own: his page's worker advises on his own observation, for his own seat only.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from game import derive_seed

from .. import friend_tables
from ..labels import Labels, labels_for
from ..markup import Screen, player_names, toggle_card
from ..settings import clean_name
from . import handshake, mode
from .guest import Guest
from .handshake import HandshakeError
from .mode import Online

if TYPE_CHECKING:
    from ..controller import Controller
    from ..tasks import Job

__all__ = ["OnlinePage", "CONTROLS"]

CONTROLS = frozenset(
    {
        "invite",
        "accept-reply",
        "reinvite",
        "to-bot",
        "join",
        "online-end",
        "online-end-confirm",
        "online-end-cancel",
        "online-draft",
    }
)
"""The online panel's controls (``data-control``); ``online`` opens the panel."""
NEXT_DEAL = "notice_online_next_deal"
"""The host's notice: a friend joined during a deal and plays from the next one."""


class OnlinePage:
    """The online mode of one page (host or guest), as the controller sees it."""

    def __init__(self, online: Online) -> None:
        self.online = online
        self._filed: tuple[str, int] | None = None
        """The guest's match and deals last kept in his history (``file_table``)."""

    @property
    def is_guest(self) -> bool:
        return self.online.guest is not None

    @property
    def unused(self) -> bool:
        """A host's table with no friend's seat (none invited, or each given to a bot):
        nothing to keep or to come back to."""
        host = self.online.host
        return host is not None and all(plan.kind != "guest" for plan in host.seats)

    # --- starting ------------------------------------------------------------------------

    @classmethod
    def start(cls, ctl: Controller, page_url: str, fragment: str = "") -> OnlinePage | None:
        """The online mode a page boots into or opens: a guest if ``fragment`` carries an
        invitation, else the saved host or guest, else (``fragment`` None) nothing."""
        saved, problem = mode.load(ctl.store, page_url)
        if problem is not None:
            ctl.ui.notices.append(("notice_corrupt", {"key": mode.KEY, "backup": problem}))
        code = mode.invitation_in(fragment)
        if code is not None and not _same_invitation(saved, code):
            return cls.join_link(ctl, code, page_url, saved)
        if saved is None:
            return None
        saved.own_identity(ctl.online_identity)
        page = cls(saved)
        if page.unused:  # the panel was opened, nobody invited (saved before that was dropped)
            mode.save(ctl.store, None)
            return None
        if saved.host is not None:
            session = ctl.session
            if session is None or saved.host.match_id not in (None, session.match_id):
                return None  # a saved host of another match: online play ended with it
            if saved.host.match_id is not None:
                saved.attach(session)
            for seat, plan in enumerate(saved.host.seats):
                if plan.kind == "guest":
                    saved.reinvite(seat)
            guests = [plan for plan in saved.host.seats if plan.kind == "guest"]
            if any(plan.key is not None for plan in guests):  # once at the table: they return
                ctl.ui.notices.append(("notice_online_resumed", {}))
            if any(plan.key is None for plan in guests):  # a link no friend has answered yet
                ctl.ui.notices.append(("online:links_void", {}))
        saved.resume()  # back through the friends' spares: no link needed
        if saved.guest is not None and not saved.resuming:
            ctl.ui.notices.append(("online:lost", {}))
        ctl.ui.overlay = "online"
        return page

    @classmethod
    def join_link(
        cls, ctl: Controller, code: str, page_url: str, saved: Online | None = None
    ) -> OnlinePage | None:
        """A guest for the invitation ``code``; the last table of the same seat stays shown
        until the host's first state arrives. A bad link: a notice, and None."""
        name = ctl.settings.name
        try:
            online = Online.as_guest(code, name, page_url)
        except HandshakeError as error:
            ctl.ui.notices.append(("online:bad_link", {"error": str(error), "why": error.shown}))
            return None
        assert online.guest is not None
        ctl.unnotify("online:bad_link")  # this one works: the earlier tries are past
        online.own_identity(ctl.online_identity)
        old = saved.guest if saved is not None else None
        if old is not None:
            online.guest.past = old.past
        if old is not None and old.seat == online.guest.seat:
            online.guest.state = old.state  # shown until the host's first state arrives
            online.guest.match = old.match  # which match it was (filed if another one)
            online.ice_text = saved.ice_text if saved is not None else ""
        ctl.ui.overlay = "online"
        return cls(online)

    @classmethod
    def new_host(cls, ctl: Controller, page_url: str) -> OnlinePage:
        online = Online.as_host(ctl.settings.level, "default", page_url)
        online.own_identity(ctl.online_identity)
        return cls(online)

    # --- hooks -----------------------------------------------------------------------------

    def click(
        self,
        ctl: Controller,
        action: str | None,
        control: str | None,
        card: str | None,
        form: dict[str, Any],
    ) -> tuple[bool, str | None]:
        """A click on the page: (handled here, why it was ignored or None); a click not
        handled here is the controller's as usual."""
        online = self.online
        if control not in ("online-end", "online-draft"):
            online.ending = False  # any other click answers the question "no"
        if control in CONTROLS:
            return True, self._control(ctl, control or "", form)
        if control == "replay" and (online.host is None or not self.unused):
            # a practice deal is one player's: friends would be thrown back into the deal
            return True, "ignored replay: friends are at the table"
        if not self.is_guest or action == "start" or control not in (None, "undo", "hint"):
            return False, None
        if control == "hint":
            due = self.decision()
            if due is None:
                return True, "ignored hint: it is not the player's decision"
            ctl.tasks.toggle(due[0])
            return True, None
        if control == "undo":
            return True, None if online.undo() else "ignored undo: not possible now"
        if action == "next-deal":
            return True, "ignored next-deal: the host deals"
        view = online.guest.view() if online.guest is not None else None
        obs = view["obs"] if view is not None else None
        if action is not None:
            if not online.act(action):
                return True, f"ignored {action}: not offered now"
            ctl.ui.selected = ()
            return True, None
        if card is not None and obs is not None:
            if obs["phase"] != "exchange" or not obs["legal"] or card not in obs["hand"]:
                return True, f"ignored {card}: nothing to choose now"
            ctl.ui.selected = toggle_card(ctl.ui.selected, card)
        return True, None

    def _control(self, ctl: Controller, control: str, form: dict[str, Any]) -> str | None:
        online = self.online
        seat = _seat(form.get("seat"))
        try:
            if control == "online-draft":
                online.drafts.update({k: str(v) for k, v in form.items() if k != "seat"})
                online.ice_text = online.drafts.get("ice", online.ice_text)
            elif control == "invite":
                if online.invite() is None:
                    return "ignored invite: every seat is taken"
            elif control == "accept-reply" and seat is not None:
                online.accept(seat, str(form.get(online.reply_field(seat), "")))
            elif control == "reinvite" and seat is not None:
                online.reinvite(seat)
            elif control == "to-bot" and seat is not None:
                gone = self.names(ctl)[seat]  # no link to send him any more: not said
                online.to_bot(seat)
                ctl.ui.notices[:] = [n for n in ctl.ui.notices if n != lost_notice(gone)]
                self.changed(ctl)
            elif control == "join":
                ctl.remember_name(str(form.get("name", ctl.settings.name)))
                online.join(ctl.settings.name)
            elif control == "online-end" and online.connected():
                online.ending = True  # friends at the table: asked first
            elif control in ("online-end", "online-end-confirm"):
                self.end(ctl)
                return None
            elif control == "online-end-cancel":
                pass  # the question is gone (``click``)
            else:
                return f"ignored {control}: not possible now"
        except HandshakeError as error:
            online.failure = error.shown
        except ValueError as error:
            online.failure = str(error)
        mode.save(ctl.store, online)
        return None

    def end(self, ctl: Controller) -> None:
        """Online play ends: every channel closes, bots take the friends' seats."""
        online = self.online
        if online.host is not None:
            for seat, plan in enumerate(online.host.seats):
                if plan.kind == "guest":
                    online.to_bot(seat)
        elif online.guest is not None:
            online.commands.append(mode.Command("forget", online.guest.seat))
        ctl.closing(list(online.commands))
        online.commands.clear()
        ctl.online = None
        if ctl.session is not None:
            ctl.session.humans = frozenset({0})
        mode.save(ctl.store, None)
        if ctl.ui.overlay == "online":
            ctl.ui.overlay = None

    def started(self, ctl: Controller) -> None:
        """The host started a match (the panel's ``start``): friends play its seats."""
        if self.online.host is not None and ctl.session is not None:
            self.online.attach(ctl.session)
            if ctl.ui.overlay == "online":
                ctl.ui.overlay = None
        elif self.online.guest is not None:
            # a guest who starts a game of his own leaves the host's table (he was asked,
            # ``Controller._start``): the host is told, the table kept in his history
            self.online.leave()
            self.file_table(ctl)
            self.end(ctl)
            for key in ("notice_online_new_match", "online:lost"):
                ctl.unnotify(key)

    def changed(self, ctl: Controller) -> None:
        """After every change: send the friends a fresh state, save the seats."""
        self.online.broadcast(ctl.settings.name)
        mode.save(ctl.store, self.online)
        if not self._waiting(ctl):  # the friends who joined during a deal play now (or left)
            ctl.unnotify(NEXT_DEAL)

    def _waiting(self, ctl: Controller) -> dict[int, str]:
        """(The host's page) the friends who joined during the deal on the table, by seat,
        with their names: each plays from the next deal (``Host.plays``)."""
        host = self.online.host
        if host is None or host.session is None or host.session is not ctl.session:
            return {}
        lab = labels_for(ctl.settings.lang, ctl.settings.deck)
        return {
            seat: plan.name or lab.t("online:guest_default", n=seat)
            for seat, plan in enumerate(host.seats)
            if plan.since is not None and not host.plays(seat)
        }

    def event(self, ctl: Controller, kind: str, seat: int, text: str) -> bool:
        """A browser event of the transport (see ``mode.Online.event``); True if the match
        changed (the controller saves it, which sends everyone a fresh state)."""
        online = self.online
        name = ""  # the guest's, on the host's page (before a goodbye frees his seat)
        if online.host is not None and seat in (1, 2):
            name = online.host.seats[seat].name or labels_for(ctl.settings.lang, "french").t(
                "online:guest_default", n=seat
            )
        benched = online.guest is not None and online.guest.benched
        happened = online.event(kind, seat, text)
        if online.guest is not None and online.guest.benched != benched:
            # he joined during a deal: watching it, he plays from the next one
            if benched:
                ctl.unnotify("online:next_deal")
            else:
                ctl.notify("online:next_deal", {})
        lost: tuple[str, dict[str, str]] | None = (
            ("online:lost", {}) if online.host is None else None
        )
        if online.host is not None and seat in (1, 2):
            lost = lost_notice(name)
        if happened.left is not None:
            ctl.ui.notices[:] = [n for n in ctl.ui.notices if n != lost]
            ctl.notify("notice_online_left", {"name": name})
        if happened.lost is not None and lost is not None and lost not in ctl.ui.notices:
            ctl.ui.notices.append(lost)
        if happened.joined is not None:
            ctl.ui.notices[:] = [n for n in ctl.ui.notices if n != lost]
            waiting = self._waiting(ctl)
            if happened.joined in waiting and happened.invited:  # the deal is its bot's to end
                ctl.notify(NEXT_DEAL, {"name": waiting[happened.joined]})
            host = online.host
            everyone = host is not None and all(p.online for p in host.seats if p.kind == "guest")
            if everyone:  # (after the host's reload) nobody needs a new link any more
                ctl.unnotify("notice_online_resumed")
                ctl.unnotify("online:links_void")
            if host is not None and host.session is not None and happened.invited:
                if ctl.ui.overlay == "online" and everyone:
                    # the host's pasting is done: everybody is at the running match
                    ctl.ui.overlay = None
            # A guest coming back by himself leaves the panel as it is: after the host's
            # reload it shows him each friend back at the table, and he closes it.
        if happened.new_match and online.guest is not None:
            ctl.notify("notice_online_new_match", {"name": self.host_name(ctl)})
        if happened.undone is not None:
            # the move vanishes from this table: say who took it back and why
            if online.guest is not None:
                name = self.names(ctl)[(happened.undone - online.guest.seat) % 3]
            ctl.notify("notice_online_undone", {"name": name})
        if happened.refused is not None:
            ctl.ui.notices.append((f"online:refused:{happened.refused[0]}", {}))
            if happened.refused[0] == "bye" and online.guest is not None:
                # his seat is the computer's now: the host's table is no longer his to play
                # (it stays in his history); back to his own game, or to a new one
                self.file_table(ctl)
                self.end(ctl)
                if ctl.session is None:
                    ctl.open_dialog()
                return False
        if happened.saved:
            mode.save(ctl.store, online)
        if not happened.changed:
            return False
        host = online.host
        if host is not None and host.session is not None and host.session is ctl.session:
            return True
        self.changed(ctl)
        self.file_table(ctl)
        view = online.guest.view() if online.guest is not None else None
        if view is not None and view["obs"] is not None and ctl.ui.overlay == "online":
            ctl.ui.overlay = None  # the first deal is on the table: show it
        if view is not None and view["obs"] is not None and view["obs"]["phase"] != "exchange":
            ctl.ui.selected = ()
        return False

    def made(self, ctl: Controller, kind: str, seat: int, sdp: str | None, error: str) -> None:
        """The browser made an offer (host) or an answer (guest), or failed to."""
        self.online.lang = ctl.settings.lang  # the invitation link speaks the host's language
        if kind == "offer":
            self.online.offer_made(seat, sdp, error)
        elif kind == "answer":
            self.online.answer_made(sdp, error)
        elif kind == "standby":
            self.online.standby_made(seat, sdp)
        elif kind == "resume":  # the browser could not answer the spare: a link is needed
            self.online.resuming = False
            if self.is_guest:
                ctl.notify("online:lost", {})
        else:  # "accept": the browser refused the guest's answer
            self.online.failure = error
        mode.save(ctl.store, self.online)

    # --- the guest's own hint --------------------------------------------------------------

    def decision(self) -> tuple[str, dict[str, Any]] | None:
        """The guest's decision due now: its key (the match, the deal and every action so far)
        and his own observation as the host sent it; None when none is due."""
        guest = self.online.guest
        obs = guest.obs() if guest is not None else None
        if guest is None or guest.state is None or obs is None or not obs["legal"]:
            return None
        if guest.pending is not None or not guest.connected or guest.benched:
            return None
        moves = ",".join(str(entry["action"]) for entry in obs["history"])
        return f"{guest.match}/{guest.state['deal']}/{moves}", obs

    def next_job(self, ctl: Controller) -> Job | None:
        """A guest page's work: his hint, or a slice of long work (the history); the host's
        page runs the match and its bots."""
        due = self.decision()
        key, obs = due if due is not None else (None, {})
        seed = derive_seed("preferanzen-hint", key)
        job = ctl.tasks.hint_job(key, obs, seed, ctl.now_ms())
        return job or ctl.tasks.next_job(None, False, 0.0, ctl.now_ms())

    def hint(self, ctl: Controller) -> dict[str, Any] | None:
        """The guest's hint for the screen, while its decision is still due."""
        due, hint = self.decision(), ctl.tasks.hint
        if due is None or hint is None or hint.key != due[0]:
            return None
        return {"status": hint.status, "answer": hint.answer, "ms": hint.ms}

    # --- the screen ------------------------------------------------------------------------

    def names(self, ctl: Controller) -> tuple[str, str, str]:
        """The seats' names as this page shows them (its own seat first)."""
        lab = labels_for(ctl.settings.lang, ctl.settings.deck)
        own = player_names(ctl.settings, lab)
        host, guest = self.online.host, self.online.guest
        if host is not None and (host.session is None or host.session is not ctl.session):
            return own  # the match on the table is not played with friends (yet)
        if host is not None:
            return _host_names(lab, own, host.seated())
        view = guest.view() if guest is not None else None
        if guest is None or view is None:
            return own
        return _guest_names(lab, own[0], view["seats"], guest.seat)

    def host_name(self, ctl: Controller) -> str:
        """(A guest's page) the host's name as his table gave it: from the table shown, or,
        once a new match has put the last one into the guest's history, from that one (the
        seats of the page's own game are bots)."""
        guest = self.online.guest
        table = None
        if guest is not None:
            table = guest.state or (guest.past[-1] if guest.past else None)
        name = table["seats"][0]["name"] if table is not None else ""  # the host: seat 0
        lab = labels_for(ctl.settings.lang, ctl.settings.deck)
        return str(name) or lab.t("online:host_default")

    def offline(self) -> frozenset[int]:
        """The seats, as this page shows them, of friends whose connection is lost."""
        host, guest = self.online.host, self.online.guest
        if host is not None:  # (not a seat its bot plays until the friend takes it)
            return frozenset(
                seat
                for seat, plan in enumerate(host.seats)
                if plan.kind == "guest" and not plan.online and host.plays(seat)
            )
        view = guest.view() if guest is not None else None
        if guest is None or view is None:
            return frozenset()
        seats = view["seats"]  # turned to the guest: index = the seat as he sees it
        return frozenset(
            seat for seat in (1, 2) if seats[seat]["kind"] != "bot" and not seats[seat]["online"]
        )

    def file_table(self, ctl: Controller) -> None:
        """A guest keeps the match in his own history (``friend_tables``) once a deal of it is
        over, and whenever another one is: the names and totals from his seat."""
        guest = self.online.guest
        view = guest.view() if guest is not None else None
        if guest is None or view is None or guest.match is None or not view["rows"]:
            return
        filed = (guest.match, len(view["rows"]))
        if filed == self._filed:
            return
        self._filed = filed
        lab = labels_for(ctl.settings.lang, ctl.settings.deck)
        own = player_names(ctl.settings, lab)[0]
        names = _guest_names(lab, own, view["seats"], guest.seat)
        assert guest.state is not None
        rows = list(guest.state["rows"])
        entry = friend_tables.table(
            guest.match, guest.seat, ctl.now_ms(), names, rows, view["totals"]
        )
        friend_tables.save(ctl.store, entry)

    def screen(self, ctl: Controller, base: Screen) -> Screen:
        """``base`` (the controller's screen) with the online parts."""
        lab = base.labels
        data = self.online.panel_data(lab.t("online:qr"))
        data["host_name"] = self.names(ctl)[0] if not self.is_guest else ""
        base = replace(base, online=data, seat_names=self.names(ctl), offline=self.offline())
        guest, host = self.online.guest, self.online.host
        if guest is None:
            if host is not None and host.session is ctl.session:
                own = player_names(ctl.settings, lab)
                names = tuple(_host_names(lab, own, seated) for seated in host.played)
                base = replace(base, row_names=names)
            return base
        view = guest.view()
        if view is not None:
            seats = view["seats"]
            data["host_name"] = seats[(0 - guest.seat) % 3]["name"] or lab.t("online:host_default")
        if view is None or view["obs"] is None:
            return replace(base, obs=None, rows=(), totals=(0, 0, 0), undo="nothing")
        totals = view["totals"]
        own = player_names(ctl.settings, lab)
        return replace(
            base,
            obs=view["obs"],
            reveal=None,
            deal_number=view["deal"],
            match=guest.match or "",
            rows=tuple(view["rows"]),
            row_names=tuple(
                _played_names(lab, own[0], row["seated"], guest) if row["seated"] else None
                for row in view["rows"]
            ),
            pool=view["pool"],
            totals=(totals[0], totals[1], totals[2]),
            undo=view["undo"],
            undone=None,
            undo_note=None,
            hint=self.hint(ctl),
            analysis=None,
            **ctl.past(guest.match),
        )


def _same_invitation(saved: Online | None, code: str) -> bool:
    """Whether ``code`` is the saved guest's own invitation, opened again: then the guest
    comes back through the host's spare rather than answering a used invitation."""
    guest = saved.guest if saved is not None else None
    if guest is None or guest.spare is None:
        return False
    try:
        return handshake.unpack(handshake.code_from_text(code)) == guest.invitation
    except HandshakeError:
        return False


def lost_notice(name: str) -> tuple[str, dict[str, str]]:
    """The host's notice that the friend ``name`` lost his connection (a new link waits)."""
    return ("notice_online_lost", {"name": name})


def _host_names(
    lab: Labels, own: tuple[str, str, str], seated: list[dict[str, str]]
) -> tuple[str, str, str]:
    """The names the host's page shows for seats as ``seated`` (``Host.seated``) had them."""
    names = list(own)
    for seat in (1, 2):
        if seated[seat]["kind"] == "guest":
            names[seat] = seated[seat]["name"] or lab.t("online:guest_default", n=seat)
    return names[0], names[1], names[2]


def _played_names(
    lab: Labels, own: str, seated: list[dict[str, str]], guest: Guest
) -> tuple[str, str, str]:
    """The names a guest's page shows for a finished deal's seats as ``seated`` (turned to
    him) had them: his own seat too may have been a bot's or another friend's then."""
    names = list(_guest_names(lab, own, seated, guest.seat))
    mine = seated[0]
    if mine["kind"] == "bot":
        names[0] = lab.t(f"opponent{guest.seat}")
    elif mine["name"] != clean_name(guest.name):
        names[0] = mine["name"] or lab.t("online:guest_default", n=guest.seat)
    return names[0], names[1], names[2]


def _guest_names(
    lab: Labels, own: str, seats: list[dict[str, Any]], seat: int
) -> tuple[str, str, str]:
    """The names a guest at ``seat`` shows (his own first), from the host's seat infos
    turned to him."""
    shown = [own]
    for screen_seat in (1, 2):
        info = seats[screen_seat]
        match_seat = (screen_seat + seat) % 3
        if info["kind"] == "bot":
            name = lab.t(f"opponent{match_seat}") if match_seat else info["name"]
        elif info["kind"] == "host":
            name = info["name"] or lab.t("online:host_default")
        else:
            name = info["name"] or lab.t("online:guest_default", n=match_seat)
        shown.append(name)
    return shown[0], shown[1], shown[2]


def _seat(value: object) -> int | None:
    text = str(value)
    return int(text) if text in ("1", "2") else None
