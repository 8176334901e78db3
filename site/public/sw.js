// CampusCalc's offline service worker. This file is a template: the build (astro.config.mjs, via
// scripts/service-worker.ts) fills in the two lines marked `build:` with the precache list (the
// calculator pages, every hashed asset and the icons) and a cache name versioned by a hash of it.
// Unbuilt (the dev server never registers it) it precaches nothing.
//
// Versioned caches: a new build is a new cache name, so the next visit installs the new version,
// takes over at once (skipWaiting, clients.claim) and deletes the old caches; a stale app is never
// served once the network answers.
const CACHE_NAME = 'campuscalc-dev'; // build: cache name
const PRECACHE_URLS = []; // build: precache list

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      // From the server: a page the HTTP cache still holds from the previous version would pair
      // that version's HTML with this version's assets.
      .then((cache) =>
        cache.addAll(PRECACHE_URLS.map((url) => new Request(url, { cache: 'reload' }))),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('campuscalc-') && name !== CACHE_NAME)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** A page's path: /sdt-calculator/ and /sdt-calculator?x are /sdt-calculator. */
function pagePath(url) {
  return url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
}

/**
 * Network first, so a page is always current online; offline, the precached copy. What the network
 * answers is not cached: it may be a newer version than this worker's assets, and the cache stays
 * one whole version until the next worker installs its own.
 */
async function navigate(request, path) {
  try {
    return await fetch(request);
  } catch (error) {
    const copy = await caches.match(path);
    if (copy) return copy;
    throw error;
  }
}

/** SPEC §2: / only ever sends the visitor on to the GPA calculator, which opens offline too. */
async function home(request) {
  try {
    return await fetch(request);
  } catch {
    return Response.redirect('/gpa-calculator');
  }
}

/**
 * Cache first: a hashed /_astro/ file never changes under its name. One not precached (the
 * accounts' Firebase code, which visitors never need) is kept once fetched, so that a signed-in
 * student's GPA page opens offline after one online visit, from Firestore's own cache.
 */
async function asset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(CACHE_NAME).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Any other navigation is left to the browser: online the server answers, offline it fails as
  // it would without a service worker.
  if (request.mode === 'navigate') {
    const path = pagePath(url);
    if (path === '/') event.respondWith(home(request));
    else if (PRECACHE_URLS.includes(path)) event.respondWith(navigate(request, path));
  } else if (url.pathname.startsWith('/_astro/')) {
    event.respondWith(asset(request));
  } else if (PRECACHE_URLS.includes(url.pathname)) {
    // The icons and the manifest: the network when it answers, else the precached copy.
    event.respondWith(
      fetch(request).catch(() => caches.match(request).then((r) => r ?? Response.error())),
    );
  }
});
