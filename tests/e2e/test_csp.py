"""The page's Content-Security-Policy (index.html's meta tag): strict, and never violated.

Every e2e test fails on a CSP violation (tests/e2e/conftest.py turns each one into a console
error); this test checks the policy itself, that the page really is under it (an inline
script and an inline style attribute are refused), and that it does not stand in the way of
playing with friends: a WebRTC data channel between two peers over loopback opens and
carries a message (connect-src does not govern RTCPeerConnection).
"""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page

from .conftest import Watch

POLICY = "meta[http-equiv='Content-Security-Policy']"

DATA_CHANNEL = """async () => {
    const a = new RTCPeerConnection(), b = new RTCPeerConnection();
    a.onicecandidate = e => e.candidate && b.addIceCandidate(e.candidate);
    b.onicecandidate = e => e.candidate && a.addIceCandidate(e.candidate);
    const received = new Promise(done => {
        b.ondatachannel = e => { e.channel.onmessage = m => done(m.data); };
    });
    const channel = a.createDataChannel('game');
    const opened = new Promise(done => { channel.onopen = done; });
    await a.setLocalDescription(await a.createOffer());
    await b.setRemoteDescription(a.localDescription);
    await b.setLocalDescription(await b.createAnswer());
    await a.setRemoteDescription(b.localDescription);
    await opened;
    channel.send('play:HA');
    const message = await received;
    a.close(); b.close();
    return message;
}"""


def directives(page: Page) -> dict[str, list[str]]:
    content = page.locator(POLICY).get_attribute("content") or ""
    parts = [part.split() for part in content.split(";") if part.strip()]
    return {part[0]: part[1:] for part in parts}


def test_strict_policy_is_in_force_and_allows_webrtc(
    open_page: Callable[..., Page], watch: Watch
) -> None:
    page = open_page("/", "?seed=3&start=1&pace=instant")
    policy = directives(page)
    assert policy["default-src"] == ["'none'"]
    assert policy["connect-src"] == ["'self'"]  # nothing leaves the origin
    # PyScript compiles its hooks with Function(): 'unsafe-eval' is needed, nothing inline.
    assert policy["script-src"] == ["'self'", "'wasm-unsafe-eval'", "'unsafe-eval'"]
    assert policy["style-src"] == ["'self'"]
    assert policy["worker-src"] == ["'self'", "blob:"]  # PyScript starts its workers from blobs
    assert policy["object-src"] == ["'none'"] and policy["base-uri"] == ["'none'"]
    assert not [v for values in policy.values() for v in values if "unsafe-inline" in v]
    # The meta tag comes first, before any script or style it must govern.
    first = page.evaluate(
        """s => document.querySelector(s).compareDocumentPosition(
            document.head.querySelector('script, link[rel=stylesheet], style'))""",
        POLICY,
    )
    assert first & 4  # the first script or style FOLLOWS the policy

    # The page is under it: an inline style attribute does not apply, and is reported.
    refused = page.evaluate(
        """() => new Promise(done => {
            document.addEventListener('securitypolicyviolation',
                e => done(e.effectiveDirective), {once: true});
            const probe = document.createElement('div');
            probe.setAttribute('style', 'color: red');
            document.body.append(probe);
        })"""
    )
    assert refused == "style-src-attr"
    watch.errors.clear()  # the probe's own violation, provoked on purpose

    assert page.evaluate(DATA_CHANNEL) == "play:HA"
    page.locator("[data-control='score-sheet']").click()  # the page goes on working
    page.locator(".panel-sheet").wait_for()
