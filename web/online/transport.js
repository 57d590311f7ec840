// WebRTC data channels for playing with friends: the browser half of web/online/.
//
// Why JavaScript: RTCPeerConnection is a callback-heavy browser API. Driving it through
// Pyodide's FFI would need a proxy per callback per connection, kept alive and destroyed by
// hand, all inside web/main.py, which must stay thin. Here it is a small promise API instead;
// every decision (what to send, what a message means, whether a move is legal) stays in the
// pure Python of web/online/. Loaded by web/main.py only when the online panel is opened.
//
//   preferanzenTransport.listen(fn)            fn(kind, seat, text): "open" | "message" |
//                                              "close" | "resume-failed"
//   await preferanzenTransport.offer(seat, servers)       -> the complete offer SDP (host)
//   await preferanzenTransport.answer(seat, sdp, servers) -> the complete answer SDP (guest)
//   await preferanzenTransport.accept(seat, sdp)          (host: the guest's answer)
//   await preferanzenTransport.identity()      -> this browser's lasting identity, as SDP
//   await preferanzenTransport.standby(seat, servers, identitySdp) -> a spare offer's SDP
//   await preferanzenTransport.resume(seat, spareSdp, servers)     (back through a spare)
//   preferanzenTransport.send(seat, text)      -> false if that seat's channel is not open
//   preferanzenTransport.close(seat, everything)
//   await preferanzenTransport.claim()         -> false if another tab plays with friends
//   preferanzenTransport.release()             (online play ended in this tab)
//   preferanzenTransport.whenFree(fn)          fn() once no other tab plays with friends
//
// One tab of a browser plays with friends at a time: the saved seats and the spares are the
// browser's, so a second tab would answer the friends' spares too, take their connections
// from the first and leave both tabs (and the friends) waiting for moves that never come.
// The tab that plays holds a Web Lock for as long as it plays (``claim``); another one waits
// (``whenFree``) and, once that tab is closed, offers its player to play on there (a reload:
// never by itself, or a first tab just reloaded could find its friends taken). Without Web
// Locks: no check.
//
// One live connection per seat (the host has one per guest, a guest one to the host, filed
// under its own seat number), and beside it the connections still being made: an
// invitation (offer), its answer, a spare, a resumption. Whichever of them opens its channel
// becomes the seat's live one (the one before is closed silently). The data channel is
// pre-negotiated (id 0), ordered and reliable; messages are JSON texts. Candidates are
// gathered completely before an SDP is handed out (no trickle ICE: the handshake travels
// once, by hand). Without STUN/TURN servers only host candidates exist, so no request leaves
// the machine or the LAN.
//
// Coming back without a new handshake (a reload, a lost connection): each side keeps a
// lasting identity (a DTLS certificate in IndexedDB, and ICE credentials) and tells the other
// side its identity once connected. The other side then makes a spare connection that
// expects exactly that identity (its remote description is the identity, without any
// candidate) and sends the spare's offer over the live channel. After a reload the page
// answers the saved spare offer with the same certificate and credentials: its ICE checks
// reach the spare's candidates, which learns the way back from them (peer-reflexive), and
// DTLS accepts the known certificate. No third party and no text passed by hand.

const GATHER_TIMEOUT_MS = 8000; // an unreachable STUN server must not hold the invitation
const live = new Map(); // seat -> peer with an open channel
const making = new Map(); // "<kind>:<seat>" -> peer not yet open
let listener = () => {};
let lasting = null; // Promise of {certificate, ufrag, pwd}

function emit(peer, kind, seat, text) {
  if (live.get(seat) === peer) listener(kind, seat, text); // a replaced peer is silent
}

function drop(peer) {
  peer.closed = true;
  peer.channel.close();
  peer.pc.close();
}

function open(kind, seat, config) {
  const key = `${kind}:${seat}`;
  if (making.has(key)) drop(making.get(key));
  const pc = new RTCPeerConnection(config);
  const channel = pc.createDataChannel("preferanzen", { negotiated: true, id: 0, ordered: true });
  const peer = { pc, channel, closed: false };
  const lost = () => {
    if (peer.closed) return;
    peer.closed = true;
    if (making.get(key) === peer) {
      making.delete(key);
      if (kind === "resume") listener("resume-failed", seat, "");
    } else {
      emit(peer, "close", seat, "");
    }
  };
  channel.onopen = () => {
    if (peer.closed || making.get(key) !== peer) return;
    making.delete(key);
    const before = live.get(seat);
    live.set(seat, peer);
    if (before) drop(before);
    listener("open", seat, kind);
  };
  channel.onmessage = (event) => {
    if (typeof event.data === "string") emit(peer, "message", seat, event.data);
  };
  channel.onclose = lost;
  pc.onconnectionstatechange = () => {
    if (pc.connectionState === "failed" || pc.connectionState === "closed") lost();
  };
  making.set(key, peer);
  return peer;
}

function gathered(pc) {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === "complete") return resolve();
    const timer = setTimeout(resolve, GATHER_TIMEOUT_MS);
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

async function offer(seat, servers) {
  const { pc } = open("offer", seat, { iceServers: servers || [] });
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  return pc.localDescription.sdp;
}

async function answer(seat, sdp, servers) {
  const { pc } = open("answer", seat, { iceServers: servers || [] });
  await pc.setRemoteDescription({ type: "offer", sdp });
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc);
  return pc.localDescription.sdp;
}

async function accept(seat, sdp) {
  const peer = making.get(`offer:${seat}`);
  if (!peer) throw new Error(`no invitation is open for seat ${seat}`);
  await peer.pc.setRemoteDescription({ type: "answer", sdp });
}

// --- the lasting identity, and spares -------------------------------------------------------

function randomText(length) {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => chars[b % chars.length]).join("");
}

function request(operation) {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error);
  });
}

async function stored(fresh) {
  // IndexedDB, because a certificate cannot go into localStorage (it is not JSON). Where it
  // is missing or blocked, the identity lasts as long as the page: a lost connection still
  // comes back, a reload needs a new link.
  const db = await new Promise((resolve, reject) => {
    const opening = indexedDB.open("preferanzen-online", 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore("identity");
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  try {
    const kept = await request(db.transaction("identity").objectStore("identity").get("own"));
    const day = 24 * 3600 * 1000;
    if (kept && kept.certificate && kept.certificate.expires > Date.now() + day) return kept;
    const made = await fresh();
    await request(db.transaction("identity", "readwrite").objectStore("identity").put(made, "own"));
    return made;
  } finally {
    db.close();
  }
}

async function makeIdentity() {
  const certificate = await RTCPeerConnection.generateCertificate({
    name: "ECDSA",
    namedCurve: "P-256",
    expires: 30 * 24 * 3600 * 1000,
  });
  return { certificate, ufrag: randomText(8), pwd: randomText(24) };
}

function own() {
  if (lasting === null) {
    lasting = stored(makeIdentity).catch(() => makeIdentity());
  }
  return lasting;
}

async function identity() {
  const { certificate, ufrag, pwd } = await own();
  const print = certificate.getFingerprints().find((f) => f.algorithm === "sha-256");
  return [
    `a=ice-ufrag:${ufrag}`,
    `a=ice-pwd:${pwd}`,
    `a=fingerprint:sha-256 ${print.value.toUpperCase()}`,
    "a=setup:active",
    "",
  ].join("\r\n");
}

async function standby(seat, servers, identitySdp) {
  const { pc } = open("standby", seat, { iceServers: servers || [] });
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  await pc.setRemoteDescription({ type: "answer", sdp: identitySdp });
  return pc.localDescription.sdp;
}

async function resume(seat, sdp, servers) {
  const { certificate, ufrag, pwd } = await own();
  const { pc } = open("resume", seat, { iceServers: servers || [], certificates: [certificate] });
  await pc.setRemoteDescription({ type: "offer", sdp });
  const made = (await pc.createAnswer()).sdp
    .replace(/a=ice-ufrag:[^\r\n]*/, `a=ice-ufrag:${ufrag}`)
    .replace(/a=ice-pwd:[^\r\n]*/, `a=ice-pwd:${pwd}`);
  await pc.setLocalDescription({ type: "answer", sdp: made });
}

// --- the live channel -----------------------------------------------------------------------

function send(seat, text) {
  const peer = live.get(seat);
  if (!peer || peer.channel.readyState !== "open") return false;
  peer.channel.send(text);
  return true;
}

function close(seat, everything) {
  // The live channel only (a guest of another version); ``everything``: the invitation and
  // the spare too (the seat goes to a bot, online play ends).
  const peer = live.get(seat);
  live.delete(seat);
  if (peer) drop(peer);
  for (const [key, pending] of making) {
    if (everything && key.endsWith(`:${seat}`)) {
      making.delete(key);
      drop(pending);
    }
  }
}

function listen(fn) {
  listener = fn;
}

// --- one tab with friends at a time ----------------------------------------------------------

const LOCK = "preferanzen:online";
let held = null; // resolves the promise that holds the lock

function claim() {
  if (held || !navigator.locks) return Promise.resolve(true);
  return new Promise((claimed) => {
    navigator.locks.request(LOCK, { ifAvailable: true }, (lock) => {
      claimed(lock !== null);
      if (lock === null) return undefined;
      return new Promise((free) => {
        held = free;
      });
    });
  });
}

function release() {
  if (held) held();
  held = null;
}

function whenFree(fn) {
  if (navigator.locks) navigator.locks.request(LOCK, () => fn());
}

globalThis.preferanzenTransport = {
  listen,
  offer,
  answer,
  accept,
  identity,
  standby,
  resume,
  send,
  close,
  claim,
  release,
  whenFree,
};
globalThis.dispatchEvent(new Event("preferanzen:transport"));
