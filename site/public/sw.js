// CampusCalc's offline service worker. This file is a template: the build (astro.config.mjs, via
// scripts/service-worker.ts) fills in the two lines marked `build:` with the precache list (the
// calculator pages and every hashed asset) and a cache name versioned by a hash of it. Unbuilt (the
// dev server never registers it) it precaches nothing.
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
      .then((cache) => cache.addAll(PRECACHE_URLS))
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

/** A page's cache key: /sdt-calculator/ and /sdt-calculator?x are /sdt-calculator. */
function pageKey(url) {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
  return new URL(path, url.origin).href;
}

/** Network first, so a page is always current online; the precached copy when offline. */
async function navigate(request) {
  const key = pageKey(new URL(request.url));
  try {
    const response = await fetch(request);
    if (response.ok && PRECACHE_URLS.includes(new URL(key).pathname)) {
      const copy = response.clone();
      caches.open(CACHE_NAME).then((cache) => cache.put(key, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(key);
    if (cached) return cached;
    throw error;
  }
}

/** Cache first: a hashed /_astro/ file never changes under its name. */
async function asset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(CACHE_NAME).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
  } else if (url.pathname.startsWith('/_astro/')) {
    event.respondWith(asset(request));
  } else if (PRECACHE_URLS.includes(url.pathname)) {
    // The icon and the manifest: the network when it answers, else the precached copy.
    event.respondWith(
      fetch(request).catch(() => caches.match(request).then((r) => r ?? Response.error())),
    );
  }
});
