"""Code the page fetches only when it is needed: playing with friends (``web.online``).

Owns the decisions ``main.py`` takes before loading it — whether the page must boot into
the online mode (``online_needed``: an invitation link, or online play saved by this
browser) — and unpacking a fetched archive of pure-Python modules (build.py's gzipped tar,
or a wheel) into a folder on ``sys.path`` (``install``), refusing any member that would
land outside it.

>>> online_needed(None, "#join=P1.xyz"), online_needed('{"v":1,"role":"off"}', "")
(True, False)
"""

from __future__ import annotations

import gzip
import importlib
import io
import tarfile
import zipfile
from pathlib import Path, PurePosixPath

from .safejson import loads

__all__ = ["ONLINE_FILES", "TRANSPORT", "STYLE", "online_needed", "install"]

ONLINE_FILES = ("./online.tgz", "./runtime/segno/segno.whl")
"""build.py writes both: web/online/**.py, and segno's pinned wheel (the QR codes)."""
TRANSPORT = "./web/online/transport.js"
STYLE = "./web/online/online.css"


ONLINE_MAX_CHARS = 200_000
"""Longest saved online table read (``preferanzen:online`` holds a few kilobytes)."""


def online_needed(saved: str | None, fragment: str) -> bool:
    """True if the page boots into online play: ``fragment`` (``location.hash``) carries an
    invitation, or ``saved`` (``preferanzen:online``) is a guest's table or a host's with a
    friend's seat (``OnlinePage.unused``: one without is dropped)."""
    if fragment.startswith("#join="):
        return True
    try:  # bounded: a planted [[[[…]]]] must not reach the parser (web/safejson.py)
        data = loads(saved, max_chars=ONLINE_MAX_CHARS) if saved is not None else None
    except ValueError:
        return True  # damaged: the online code reads it, keeps a backup and says so
    if not isinstance(data, dict):
        return False
    seats = data.get("seats")
    if data.get("role") == "host" and isinstance(seats, list):
        return any(isinstance(seat, dict) and seat.get("kind") == "guest" for seat in seats)
    return data.get("role") in ("host", "guest")  # a host's without seats: damaged, read


def _members(archive: bytes) -> list[tuple[str, bytes]]:
    """(name, data) of every file in a gzipped tar or a zip (a wheel)."""
    if archive[:2] == b"\x1f\x8b":
        with tarfile.open(fileobj=io.BytesIO(gzip.decompress(archive)), mode="r:") as tar:
            found = []
            for member in tar.getmembers():
                data = tar.extractfile(member) if member.isfile() else None
                if data is not None:
                    found.append((member.name, data.read()))
            return found
    with zipfile.ZipFile(io.BytesIO(archive)) as zf:
        return [(name, zf.read(name)) for name in zf.namelist() if not name.endswith("/")]


def install(archive: bytes, folder: str) -> list[str]:
    """Unpack ``archive`` (a gzipped tar or a zip) into ``folder``; the names unpacked.

    Raises:
        ValueError: a member's path is absolute or climbs out of ``folder`` (then nothing
            is written).
    """
    members = _members(archive)
    for name, _data in members:
        path = PurePosixPath(name)
        if path.is_absolute() or ".." in path.parts:
            raise ValueError(f"refusing archive member {name!r}")
    for name, data in members:
        target = Path(folder, *PurePosixPath(name).parts)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    importlib.invalidate_caches()
    return [name for name, _data in members]
