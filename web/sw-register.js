// Registers the offline service worker (./sw.js), once the page is ready (see below).
// JavaScript, because it must not depend on Python having booted (it may never, if the
// browser cannot run it).
//
// `?nosw` in the URL (tests, debugging) runs the page without any service worker: none is
// registered, one installed by an earlier visit is unregistered, and if it already
// controls this page (it served this very load) the page loads once more, now straight
// from the network. sw.js itself passes ?nosw navigations through, so that load never
// comes from its cache.
//
// When a new version takes over a page that an older one controlled, the page is told:
// before Python is ready it simply reloads (nothing to lose yet); afterwards it gets the
// event "preferanzen:update" (and html[data-update]), and web/main.py shows a notice with
// a reload button. The match is saved after every move, so reloading is always safe; the
// player chooses when, rather than the page reloading under his fingers.
(() => {
  if (!("serviceWorker" in navigator)) return;
  const workers = navigator.serviceWorker;
  if (new URLSearchParams(location.search).has("nosw")) {
    const scope = new URL("./", location.href).href; // other sites on the origin keep theirs
    const flag = "preferanzen:nosw-reload";
    let reloaded = false;
    try {
      reloaded = sessionStorage.getItem(flag) !== null;
      sessionStorage.removeItem(flag);
    } catch {
      reloaded = true; // no session storage: never risk a reload loop
    }
    workers
      .getRegistrations()
      .then((all) => Promise.all(all.filter((r) => r.scope === scope).map((r) => r.unregister())))
      .then(() => {
        if (workers.controller && !reloaded) {
          sessionStorage.setItem(flag, "1"); // once: the next load is not controlled
          location.reload();
        }
      });
    return;
  }
  let controlled = Boolean(workers.controller);
  workers.addEventListener("controllerchange", () => {
    if (!controlled) {
      controlled = true; // the first install: this page already runs the newest files
      return;
    }
    if (!document.documentElement.classList.contains("ready")) {
      location.reload();
      return;
    }
    document.documentElement.dataset.update = "ready";
    window.dispatchEvent(new Event("preferanzen:update"));
  });
  // The boot gets the processor and the network to itself: registering (on a first visit:
  // precaching the whole site, about 15 MB) waits until the page is ready and the bots'
  // worker has booted or given up (html[data-bots], web/main.py), or 15 s if that never
  // happens. Precaching at the first deal competed with the worker's boot and the deal's
  // first frames (README "Load time").
  const root = document.documentElement;
  const settled = () => root.classList.contains("ready") && root.dataset.bots !== undefined;
  let registered = false;
  const register = () => {
    if (registered) return;
    registered = true;
    workers
      .register("./sw.js", { updateViaCache: "none" })
      .catch((error) => console.warn("preferanzen: no offline mode:", error));
  };
  if (settled()) {
    register();
  } else {
    const watch = new MutationObserver(() => {
      if (settled()) {
        watch.disconnect();
        register();
      }
    });
    watch.observe(root, { attributes: true, attributeFilter: ["class", "data-bots"] });
    setTimeout(() => {
      watch.disconnect();
      register();
    }, 15000);
  }
})();
