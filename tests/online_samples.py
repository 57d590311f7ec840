# ruff: noqa: E501 - real SDP lines are long, and are kept whole
"""Session descriptions as browsers write them, for the handshake and host tests.

Chromium's were captured on this machine (two browser contexts on loopback, mDNS host
candidates); the answer gained a STUN, a TURN, a TCP and an RTCP candidate by hand. Firefox's
has its shape: upper-case UDP, the fingerprint at session level, the candidates before the
credentials.
"""

CHROMIUM_OFFER = """v=0
o=- 4477251761432468593 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=extmap-allow-mixed
a=msid-semantic: WMS
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:447022631 1 udp 2113937151 563dba6e-8193-4700-9714-44fbd5b6e582.local 60520 typ host generation 0 network-cost 999
a=candidate:3519268807 1 udp 2113942271 fd297c63-b281-4548-ae30-8263a8c29141.local 58122 typ host generation 0 network-cost 999
a=ice-ufrag:+mxG
a=ice-pwd:H1KvWa6Rb/URe61pzwPF9FlL
a=ice-options:trickle
a=fingerprint:sha-256 BD:9B:75:D3:10:4D:3A:29:BE:90:72:E3:0C:D2:D3:02:68:FE:09:D2:9C:61:26:9A:73:61:A4:E4:A7:13:E0:5A
a=setup:actpass
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
""".replace("\n", "\r\n")

CHROMIUM_ANSWER_WITH_STUN = """v=0
o=- 5481738670121176814 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:2277005700 1 udp 2113937151 ee4b09cb-a53f-4818-8e69-f77ca9224348.local 53232 typ host generation 0 network-cost 999
a=candidate:842163049 1 udp 1677729535 203.0.113.7 53232 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999
a=candidate:3454163049 1 udp 33562367 198.51.100.9 61000 typ relay raddr 203.0.113.7 rport 53232 generation 0 network-cost 999
a=candidate:1467250027 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active generation 0
a=candidate:2277005700 2 udp 2113937150 ee4b09cb-a53f-4818-8e69-f77ca9224348.local 53233 typ host generation 0
a=ice-ufrag:5FG8
a=ice-pwd:MVBw0I08/qyie1q7gZ9erEOt
a=ice-options:trickle
a=fingerprint:sha-256 50:CC:6E:14:D1:C9:18:A2:75:7E:00:8A:FF:C7:EB:E2:69:B2:96:F2:A6:CC:FB:92:46:EF:24:00:6B:99:A5:24
a=setup:active
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
"""

FIREFOX_OFFER = """v=0
o=mozilla...THIS_IS_SDPARTA-99.0 8106302237398826036 0 IN IP4 0.0.0.0
s=-
t=0 0
a=fingerprint:sha-256 6B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08
a=group:BUNDLE 0
a=ice-options:trickle
a=msid-semantic:WMS *
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:0 1 UDP 2122252543 7b2cd0f2-2d3a-4c3c-9d0e-2b5e0c6f4a11.local 49901 typ host
a=candidate:1 1 UDP 2122187007 fe80::1c2d:3eff:fe4f:5a6b 49902 typ host
a=candidate:2 1 TCP 2105524479 7b2cd0f2-2d3a-4c3c-9d0e-2b5e0c6f4a11.local 9 typ host tcptype active
a=sendrecv
a=end-of-candidates
a=ice-pwd:0a1b2c3d4e5f60718293a4b5c6d7e8f9
a=ice-ufrag:9c0d1e2f
a=mid:0
a=setup:actpass
a=sctp-port:5000
a=max-message-size:1073741823
"""

IDENTITY = """a=ice-ufrag:Qm3xY7bA
a=ice-pwd:k2V9sTq4ZpL8wN1cR6dH0jFm
a=fingerprint:sha-256 4F:1A:9C:22:7B:E0:35:D6:88:0B:C3:5E:71:AF:26:94:DD:10:6A:F2:39:8E:C7:51:0D:B4:62:EA:97:3F:28:C5
a=setup:active
""".replace("\n", "\r\n")
"""``transport.identity()``'s shape: a lasting identity (credentials, certificate), no
candidates."""
