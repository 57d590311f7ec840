"""Playing with friends, peer to peer (design.md §4 "Playing with friends"). Pure modules.

The host's browser runs the engine and is the only authority (``host``); each guest holds
only what ``game.observe`` gives its own seat (``guest``) and sees it turned so that its own
seat is at the bottom (``seats``). They talk over a WebRTC data channel (the browser side is
``transport.js``, driven by ``web/main.py``) in versioned JSON (``protocol``); the channel's
handshake travels as a link and a reply code that the players pass on themselves
(``handshake``), also as a QR code (``qr``). ``panel`` is the online panel's markup and
``texts`` its wording. Nothing here is imported, and nothing is loaded, until the player
opens the panel or arrives with an invitation.
"""
