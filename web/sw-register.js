// Registers the offline service worker (./sw.js). JavaScript, because it must run before
// Python has booted (seconds later, or never if the browser cannot run it), so that the
// first visit starts precaching at once. `?nosw` in the URL skips it (tests, debugging).
//
// When a new version takes over a page that an older one controlled, the page is told:
// before Python is ready it simply reloads (nothing to lose yet); afterwards it gets the
// event "preferanzen:update" (and html[data-update]), and web/main.py shows a notice with
// a reload button. The match is saved after every move, so reloading is always safe; the
// player chooses when, rather than the page reloading under his fingers.
(() => {
  if (!("serviceWorker" in navigator) || new URLSearchParams(location.search).has("nosw")) {
    return;
  }
  const workers = navigator.serviceWorker;
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
  workers
    .register("./sw.js", { updateViaCache: "none" })
    .catch((error) => console.warn("preferanzen: no offline mode:", error));
})();
