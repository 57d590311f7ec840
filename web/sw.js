// The offline service worker. JavaScript, because a service worker cannot run Python: there
// is no Pyodide in a ServiceWorkerGlobalScope, and it must answer requests before any page
// has booted. build.py copies this file to the site root (a service worker's scope is its
// folder) and writes sw-files.js beside it: the list of every file in the site and a
// content hash of the build (PRECACHE_VERSION).
//
// install:  precache the whole site into "preferanzen:<scope>:<version>", then take over
//           at once (skipWaiting). Each file is revalidated with the server (no-cache): what
//           the page has just loaded comes from the HTTP cache on a 304, so nothing is
//           downloaded twice, and a new version's cache never holds an old file.
// activate: delete this scope's older caches (other sites on the origin keep theirs), then
//           control the open pages (clients.claim). sw-register.js tells the page.
// fetch:    same-scope GET requests cache-first, query ignored (?seed=… is the same page;
//           index.html is the page "./"); anything missing from the cache goes to the
//           network. A navigation with ?nosw goes to the network (sw-register.js then
//           unregisters this worker for that visit).
importScripts("./sw-files.js");

const PREFIX = `preferanzen:${self.registration.scope}:`;
const CACHE = PREFIX + self.PRECACHE_VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        cache.addAll(self.PRECACHE_FILES.map((url) => new Request(url, { cache: "no-cache" }))),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(PREFIX) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const scope = self.registration.scope;
  if (request.method !== "GET" || !request.url.startsWith(scope)) return;
  const url = new URL(request.url);
  if (request.mode === "navigate" && url.searchParams.has("nosw")) return;
  const key = url.href.split(/[?#]/)[0] === `${scope}index.html` ? scope : request;
  // caches.match with cacheName, not caches.open(CACHE): open creates the cache when it is
  // missing, so an old worker still answering a request after a new one's activate deleted
  // its cache would make it again, empty, for good (a test's poll did exactly that under
  // load, see tests/e2e/test_offline.py); match only reads, and a miss goes to the network.
  event.respondWith(
    caches
      .match(key, { cacheName: CACHE, ignoreSearch: true })
      .then((hit) => hit || fetch(request)),
  );
});
