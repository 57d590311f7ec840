"""The STUN/TURN servers the players choose: none is built in (README, "Playing with friends").

Owns reading the setting's text (addresses separated by spaces or new lines) into
``RTCIceServer`` entries for ``RTCPeerConnection``. Without any, browsers reach each other
by their host candidates only, which works on one machine and in one local network; a STUN
server lets them find their public addresses across home routers, a TURN server relays the
traffic where no direct path exists. A TURN entry carries its credentials before an ``@``.

>>> servers, bad = ice_servers("stun:stun.example.org:3478 turn:anna:s3cret@turn.example.org")
>>> servers[1], bad
({'urls': 'turn:turn.example.org', 'username': 'anna', 'credential': 's3cret'}, [])
>>> ice_servers("http://x ftp:y")[1]
['http://x', 'ftp:y']
"""

from __future__ import annotations

import re

__all__ = ["ice_servers", "MAX_SERVERS"]

MAX_SERVERS = 8
_SERVER = re.compile(
    r"(?P<scheme>stuns?|turns?):(?:(?P<user>[^:@\s]+):(?P<password>[^@\s]+)@)?"
    r"(?P<host>\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::(?P<port>\d{1,5}))?"
    r"(?P<query>\?transport=(?:udp|tcp))?"
)


def ice_servers(text: str) -> tuple[list[dict[str, str]], list[str]]:
    """The usable servers in ``text`` and the entries that are not (to show the player)."""
    servers: list[dict[str, str]] = []
    bad: list[str] = []
    for entry in text.split():
        found = _SERVER.fullmatch(entry)
        port = found.group("port") if found else None
        if found is None or (port is not None and not 0 < int(port) < 65536):
            bad.append(entry)
            continue
        if found.group("scheme").startswith("stun") and found.group("user"):
            bad.append(entry)  # STUN takes no credentials
            continue
        url = f"{found.group('scheme')}:{found.group('host')}"
        url += f":{port}" if port else ""
        url += found.group("query") or ""
        server = {"urls": url}
        if found.group("user"):
            server |= {"username": found.group("user"), "credential": found.group("password")}
        if len(servers) < MAX_SERVERS:
            servers.append(server)
    return servers, bad
