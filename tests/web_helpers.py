"""Shared helpers for the page's tests (unit and e2e): play a match's deal out in Python."""

from __future__ import annotations

from web.opponents import interim_choose
from web.session import Session


def finish_deal(session: Session, bid: str = "bid:1") -> None:
    """Play the session's current deal to its end: the interim players move for the
    opponents, the human calls ``bid`` whenever it is legal and otherwise takes his first
    legal action."""
    while not session.over:
        request = session.bot_request()
        if request is None:
            legal = session.observation()["legal"]
            session.act(bid if bid in legal else legal[0])
        else:
            session.apply_bot(request, interim_choose(request.observation, request.seed))
