// WebRTC data channels for playing with friends: the browser half of web/online/.
//
// Why JavaScript: RTCPeerConnection is a callback-heavy browser API. Driving it through
// Pyodide's FFI would need a proxy per callback per connection, kept alive and destroyed by
// hand, all inside web/main.py, which must stay thin. Here it is a small promise API instead;
// every decision (what to send, what a message means, whether a move is legal) stays in the
// pure Python of web/online/. Loaded by web/main.py only when the online panel is opened.
//
//   preferanzenTransport.listen(fn)            fn(kind, seat, text): "open" | "message" | "close"
//   await preferanzenTransport.offer(seat, servers)       -> the complete offer SDP (host)
//   await preferanzenTransport.answer(seat, sdp, servers) -> the complete answer SDP (guest)
//   await preferanzenTransport.accept(seat, sdp)          (host: the guest's answer)
//   preferanzenTransport.send(seat, text)      -> false if that seat's channel is not open
//   preferanzenTransport.close(seat)
//
// One connection per seat (the host has one per guest, a guest one to the host, filed
// under its own seat number). The data channel is pre-negotiated (id 0), ordered and
// reliable; messages are JSON texts. Candidates are gathered completely before an SDP is
// handed out (no trickle ICE: the handshake travels once, by hand). Without STUN/TURN
// servers only host candidates exist, so no request leaves the machine or the LAN.

const GATHER_TIMEOUT_MS = 8000; // an unreachable STUN server must not hold the invitation
const peers = new Map(); // seat -> {pc, channel}
let listener = () => {};

function emit(peer, kind, seat, text) {
  if (peers.get(seat) === peer) listener(kind, seat, text); // a replaced peer is silent
}

function open(seat, servers) {
  close(seat);
  const pc = new RTCPeerConnection({ iceServers: servers || [] });
  const channel = pc.createDataChannel("preferanzen", { negotiated: true, id: 0, ordered: true });
  const peer = { pc, channel, closed: false };
  const lost = () => {
    if (!peer.closed) {
      peer.closed = true;
      emit(peer, "close", seat, "");
    }
  };
  channel.onopen = () => emit(peer, "open", seat, "");
  channel.onmessage = (event) => {
    if (typeof event.data === "string") emit(peer, "message", seat, event.data);
  };
  channel.onclose = lost;
  pc.onconnectionstatechange = () => {
    if (pc.connectionState === "failed" || pc.connectionState === "closed") lost();
  };
  peers.set(seat, peer);
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
  const { pc } = open(seat, servers);
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  return pc.localDescription.sdp;
}

async function answer(seat, sdp, servers) {
  const { pc } = open(seat, servers);
  await pc.setRemoteDescription({ type: "offer", sdp });
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc);
  return pc.localDescription.sdp;
}

async function accept(seat, sdp) {
  const peer = peers.get(seat);
  if (!peer) throw new Error(`no invitation is open for seat ${seat}`);
  await peer.pc.setRemoteDescription({ type: "answer", sdp });
}

function send(seat, text) {
  const peer = peers.get(seat);
  if (!peer || peer.channel.readyState !== "open") return false;
  peer.channel.send(text);
  return true;
}

function close(seat) {
  const peer = peers.get(seat);
  if (peer) {
    peers.delete(seat);
    peer.closed = true;
    peer.channel.close();
    peer.pc.close();
  }
}

function listen(fn) {
  listener = fn;
}

globalThis.preferanzenTransport = { listen, offer, answer, accept, send, close };
globalThis.dispatchEvent(new Event("preferanzen:transport"));
