/*
 * Asked for before the app's first script has run (docs/performance.md, "The tree page on a
 * phone"): the tree, the sign-in check (`/api/auth/me`), the texts of the language shown and the
 * tree page's code. A classic script of its own (the page's CSP allows no inline script), served
 * as it is, not bundled: plain JS, kept tiny. It runs while the page is parsed; the app's first
 * script arrives and runs later; its first whole read of the tree and its first sign-in check
 * (api/early-tree.ts) take these answers once instead of asking again, and its imports of the
 * catalogue and the page find them loaded.
 *
 * The catalogue on every page. The rest only in a browser (not in the desktop app, whose preload
 * exposes `teamtreeDesktop` and whose server is not the page's origin), on a page inside the
 * shell, with an unexpired access token stored (and, for the tree, a tree to show). What it reads
 * mirrors session/storage-keys.ts, session/stored-access.ts, routes/warm-start.ts and
 * i18n/i18n.ts; when it guesses wrong, the app finds the answer not its own (another tree or
 * token) and reads as it would without it.
 */
/* global window, document, navigator, location, localStorage, sessionStorage, URLSearchParams, fetch, performance, atob */
(function () {
  'use strict';
  var SHELL_PAGES = ['/today', '/dashboard', '/teamtree', '/teamlist', '/teambars', '/broadcast', '/import', '/admin'];

  /** Until when (device clock, ms) a stored token is used: its recorded deadline, else its `exp`. */
  function deadlineOf(token, store) {
    try {
      var entry = JSON.parse(store.getItem('teamtree.accessDeadline') || 'null');
      if (entry && entry.for === token.slice(-24) && typeof entry.until === 'number') return entry.until;
      var part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
      var claims = JSON.parse(atob(part + '='.repeat((4 - (part.length % 4)) % 4)));
      return typeof claims.exp === 'number' ? claims.exp * 1000 : 0;
    } catch {
      return 0;
    }
  }

  /** The chunks the web build names for an early ask (scripts/early-chunks.ts), or null in a build without them. */
  function earlyChunks() {
    var meta = document.querySelector('meta[name="teamtree-early-chunks"]');
    return meta ? JSON.parse(meta.getAttribute('content')) : null;
  }

  /** Asks for a chunk of the app now, to be taken from the cache when the app imports it. */
  function preload(path) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = path;
    document.head.appendChild(link);
  }

  /**
   * The catalogue of the language the app will start in (i18n/i18n.ts: the choice kept on this
   * device, else the browser's first language TeamTree speaks, else English): the first script
   * carries none.
   */
  function preloadCatalogue(catalogues) {
    var kept = localStorage.getItem('teamtree.language');
    var language = catalogues[kept] ? kept : null;
    var preferred = navigator.languages || [navigator.language];
    for (var i = 0; !language && i < preferred.length; i++) {
      var base = String(preferred[i]).trim().toLowerCase().split(/[-_]/)[0];
      if (catalogues[base]) language = base;
    }
    preload(catalogues[language || 'en']);
  }

  var early = null;
  try {
    early = earlyChunks();
    if (early) preloadCatalogue(early.catalogues);
  } catch {
    // Storage unavailable: the app loads its catalogue itself.
  }

  try {
    if (window.teamtreeDesktop || !/^https?:$/.test(location.protocol)) return;
    if (SHELL_PAGES.indexOf(location.pathname) < 0) return;
    var store = localStorage.getItem('teamtree.access') ? localStorage : sessionStorage;
    var token = store.getItem('teamtree.access');
    if (!token || deadlineOf(token, store) <= Date.now()) return;
    // The code of the page it opens on, when the first script does not carry it (the tree page).
    if (early && early.pages[location.pathname]) early.pages[location.pathname].forEach(preload);
    var headers = { Accept: 'application/json', Authorization: 'Bearer ' + token };
    var ask = function (path) {
      var early = { token: token, answeredAt: null, answer: null };
      early.answer = fetch(path, { headers: headers, credentials: 'include' })
        .then(function (response) {
          early.answeredAt = performance.now();
          if (!response.ok) return null;
          var etag = response.headers.get('etag');
          return response.json().then(function (body) {
            return { etag: etag, body: body };
          });
        })
        .catch(function () {
          return null;
        });
      return early;
    };
    var requested = location.pathname === '/teamtree' ? new URLSearchParams(location.search).get('teamtreeId') : null;
    var teamtreeId = requested || localStorage.getItem('teamtree.activeTreeId');
    if (teamtreeId) {
      var tree = ask('/api/teamtree/status?teamtreeId=' + encodeURIComponent(teamtreeId));
      tree.teamtreeId = teamtreeId;
      window.teamtreeEarlyTree = tree;
    }
    // The sign-in check the shell waits for, asked beside the tree (api/auth.ts fetchMe takes it).
    window.teamtreeEarlyMe = ask('/api/auth/me');
  } catch {
    // Storage unavailable (private mode): the app reads the tree as usual.
  }
})();
