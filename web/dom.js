// The page's DOM work that Python would do element by element: bringing #app in line with
// freshly rendered markup (preferanzenPaint), and reading the facts web/main.py needs about
// the focusable elements (preferanzenFocusFacts, preferanzenElementFacts); and, before Python
// runs, the loading line in the language the page will speak (at the end).
//
// Python walking the DOM through Pyodide's proxies pays a round trip into JavaScript for
// every node and property read or set: the patch took 5-15 ms of each paint (every click,
// every opponent's move), reading the focusable elements 1-4 ms of a click. Here each is one
// call. What the page shows stays decided in Python (web/view.py renders the markup from
// the game's snapshot); what the focus facts mean, the regions, the Tab order and where the
// focus goes, is web/keyboard.py's (Facts, target_from).
//
// The patch touches only what changed, because re-creating every card's <svg><use> on each
// move costs 50-150 ms of style and layout on a slow machine and restarts running
// animations:
// - an unchanged subtree (same outerHTML) is left alone;
// - children that carry a key (id, data-card, data-played) are matched by key, not by
//   position: when a card leaves the hand or joins the trick, the other cards stay the same
//   DOM nodes (their focus, their animation) and are moved only if their order changed;
// - children without a key are matched in order among those of the same node type and name;
// - a matched element gets the fresh attributes set in place (an <input> its checked state
//   too) and is patched recursively; what has no match is inserted or removed;
// - the style attribute is copied through the CSSOM (style.cssText), never with
//   setAttribute: the page's Content-Security-Policy refuses inline style attributes set
//   that way. The markup's custom properties (data-vars="--n:10") are set the same way in
//   the freshly parsed markup before the patch, so that an unchanged element serializes
//   exactly as its live twin.
// tests/e2e/test_dom_js.py runs both on Chromium's own DOM.
//
// JavaScript, because the point is not to cross into Python for each node.
(() => {
  const ELEMENT = 1;
  const KEYS = ["id", "data-card", "data-played"]; // the first one present names a child
  const DEPTH = 12; // below this many levels the children are replaced as a whole

  // The key that names `node` among its siblings: "TAG#attr=value", or null.
  const keyOf = (node) => {
    if (node.nodeType !== ELEMENT) return null;
    for (const name of KEYS) {
      const value = node.getAttribute(name);
      if (value !== null) return `${node.nodeName}#${name}=${value}`;
    }
    return null;
  };
  const shape = (node) => `${node.nodeType}:${node.nodeName}`;

  // Make the children of `live` equal to those of `fresh`, which is consumed: nodes without
  // a live match move from it into `live`.
  const patch = (live, fresh, depth) => {
    const olds = Array.from(live.childNodes);
    const news = Array.from(fresh.childNodes);
    if (depth <= 0) {
      live.replaceChildren(...news);
      return;
    }
    const oldKeys = olds.map(keyOf);
    const newKeys = news.map(keyOf);
    if (oldKeys.length === newKeys.length && oldKeys.every((key, i) => key === newKeys[i])) {
      olds.forEach((old, i) => patchNode(old, news[i], depth)); // the common case
      return;
    }
    const keyed = new Map();
    const loose = new Map(); // by shape, in document order
    const spare = []; // a key seen twice (markup should not do that): not matched
    olds.forEach((node, i) => {
      const key = oldKeys[i];
      if (key === null) {
        const group = loose.get(shape(node));
        if (group) group.push(node);
        else loose.set(shape(node), [node]);
      } else if (keyed.has(key)) {
        spare.push(node);
      } else {
        keyed.set(key, node);
      }
    });
    const order = news.map((node, i) => {
      const key = newKeys[i];
      let match;
      if (key !== null) {
        match = keyed.get(key);
        keyed.delete(key);
      } else {
        match = loose.get(shape(node))?.shift();
      }
      return match === undefined ? node : patchNode(match, node, depth);
    });
    for (const unused of [...keyed.values(), ...spare, ...[...loose.values()].flat()]) {
      unused.remove();
    }
    let cursor = live.firstChild;
    for (const node of order) {
      if (cursor !== null && node === cursor) cursor = cursor.nextSibling;
      else live.insertBefore(node, cursor);
    }
  };

  // Make `old` equal to `fresh`; returns the node now in its place.
  const patchNode = (old, fresh, depth) => {
    if (shape(old) !== shape(fresh)) {
      old.replaceWith(fresh);
      return fresh;
    }
    if (old.nodeType !== ELEMENT) {
      if (old.nodeValue !== fresh.nodeValue) old.nodeValue = fresh.nodeValue;
      return old;
    }
    if (old.outerHTML === fresh.outerHTML) return old;
    for (const name of old.getAttributeNames()) {
      if (!fresh.hasAttribute(name)) old.removeAttribute(name);
    }
    for (const name of fresh.getAttributeNames()) {
      const value = fresh.getAttribute(name);
      if (old.getAttribute(name) !== value) {
        if (name === "style") old.style.cssText = fresh.style.cssText;
        else old.setAttribute(name, value);
      }
    }
    if (old.nodeName === "INPUT") old.checked = fresh.hasAttribute("checked"); // the state
    patch(old, fresh, depth - 1);
    return old;
  };

  // Bring the children of `live` in line with `markup` (see above); `depth` for the tests.
  globalThis.preferanzenPaint = (live, markup, depth = DEPTH) => {
    const template = document.createElement("template");
    template.innerHTML = markup;
    for (const element of template.content.querySelectorAll("[data-vars]")) {
      element.style.cssText = element.dataset.vars;
    }
    patch(live, template.content, depth);
  };

  // The focus facts of one element, in the order of keyboard.Facts: its box's classes (""
  // outside every box), data-card, data-action, data-control, name (null when absent), a
  // radio's value (null for anything else), disabled (or not shown), tabIndex, checked,
  // whether it is its own box, whether it holds the focus.
  const facts = (element, boxes, active) => {
    const box = element.closest(boxes);
    const radio = element.tagName === "INPUT" && element.type === "radio";
    return [
      box ? String(box.className) : "",
      element.getAttribute("data-card"),
      element.getAttribute("data-action"),
      element.getAttribute("data-control"),
      element.getAttribute("name"),
      radio ? String(element.value) : null,
      // not shown (the folded menu, a closed fold): it cannot take the focus either
      Boolean(element.disabled) || !element.getClientRects().length,
      Number(element.tabIndex),
      Boolean(element.checked),
      box === element,
      element === active,
      element.hasAttribute("data-scroller"),
    ];
  };
  // Every element under `root` that matches `selector` (document order), as a JSON array.
  globalThis.preferanzenFocusFacts = (root, selector, boxes) => {
    const active = document.activeElement;
    const elements = root.querySelectorAll(selector);
    return JSON.stringify(Array.from(elements, (e) => facts(e, boxes, active)));
  };
  // One element's facts, as a JSON array holding them.
  globalThis.preferanzenElementFacts = (element, boxes) =>
    JSON.stringify([facts(element, boxes, document.activeElement)]);
})();

// The loading line, in the language the page will speak once Python runs: until then (a
// second or two) a Russian or English first visit read German. The order is
// web/settings.py's: the saved settings' language (preferanzen:settings), else ?lang= or an
// invitation's #join=…&lang=, else the first of the browser's languages the page has
// (browser_lang), else German, which index.html already says. The texts are web/labels.py's
// "loading" (tests/test_build.py holds them equal).
(() => {
  const LOADING = { en: "Loading Preferanzen …", ru: "Австрийский преферанс загружается …" };
  const ours = (lang) => lang === "de" || Object.hasOwn(LOADING, lang);
  let lang = null;
  try {
    lang = JSON.parse(localStorage.getItem("preferanzen:settings")).lang;
  } catch {} // none saved, unreadable or blocked: not a saved choice
  if (!ours(lang)) {
    const hash = location.hash.split("&").slice(1).join("&");
    lang = new URLSearchParams(location.search).get("lang") ?? new URLSearchParams(hash).get("lang");
  }
  if (!ours(lang)) {
    const tags = navigator.languages ?? [];
    lang = tags.map((tag) => tag.split("-")[0].split("_")[0].toLowerCase()).find(ours) ?? "de";
  }
  const line = document.querySelector("#table > .loading");
  if (line && Object.hasOwn(LOADING, lang)) {
    line.textContent = LOADING[lang];
    document.documentElement.lang = lang;
  }
})();
