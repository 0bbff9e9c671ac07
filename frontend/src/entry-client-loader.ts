/**
 * Starts the app bundle on prerendered pages only once the browser has painted their HTML.
 *
 * A prerendered page is complete without JavaScript, so nothing needs the bundle before the first
 * paint. Requested from the HTML (a module script and its modulepreload hints), the bundle
 * downloads, and often runs, before that paint on a fast connection, so the page's first (and
 * largest) paint waits for it and Lighthouse's simulation counts its whole download on the LCP
 * path. This tiny module, the only script the page names (scripts/prerender.mjs writes its tag),
 * adds the real entry and its preloads after the first contentful paint instead. The app shell of
 * the client-only routes has nothing to paint and keeps the plain module script.
 */
const me = document.querySelector<HTMLScriptElement>('script[data-entry]');

let started = false;
function start(event?: Event): void {
  // The visitor's use of the page: the public entry then hydrates at once (entry-public.ts). Also
  // when the script was already asked for after the paint and is still on its way: this use is
  // the one that should wake the islands, and it will have passed before the script runs.
  if (event && me) me.dataset.startedBy = 'use';
  if (started || !me?.dataset.entry) return;
  started = true;
  for (const href of (me.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = me.dataset.entry;
  document.head.append(script);
}

/**
 * A tap before the app has hydrated what was tapped would be lost: until the bundle runs the
 * page's buttons (menu, accordions) have no handler, and React drops a click on a part still
 * waiting for its code (the page's chunk). So the first interaction starts the bundle at once, and
 * a click on a button without a native action that React has not hydrated yet is held back from
 * React and replayed once it has (a button tapped twice while waiting counts once). Links, form
 * fields and submit buttons act natively and are left alone. Only buttons inside an island
 * (src/islands/island.tsx) have handlers to wait for, and an island is ready once
 * src/islands/hydrate-islands.tsx marks it `data-island-hydrated` (after React committed it: a node
 * React has only begun to hydrate ignores a click). React marks its roots with
 * `__reactContainer$`: should no island, once the islands are announced, bear that mark, this
 * stands aside.
 */
const islands = () => [...document.querySelectorAll('[data-island]')];
const held: HTMLButtonElement[] = [];
let replaying = false;
let deadline = 0; // set once the roots exist: replays run from then on
let timer: ReturnType<typeof setTimeout> | undefined;
const marked = (el: Element, prefix: string) => Object.keys(el).some((key) => key.startsWith(prefix));
const hydrated = (button: Element) => !!button.closest('[data-island-hydrated]');
function holdClick(event: Event): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (replaying || !button || !button.closest('[data-island]') || button.disabled || (button.type !== 'button' && button.form)) return;
  if (hydrated(button)) return;
  event.stopPropagation();
  if (!held.includes(button)) held.push(button);
  if (deadline) deadline = Date.now() + 10_000;
  replaySoon();
}
function replaySoon(): void {
  if (deadline && held.length && !timer) timer = setTimeout(replay, 20);
}
function replay(): void {
  timer = undefined;
  for (const button of [...held]) {
    if (button.isConnected && !hydrated(button) && Date.now() < deadline) continue;
    held.splice(held.indexOf(button), 1);
    replaying = true;
    if (button.isConnected) button.click();
    replaying = false;
  }
  replaySoon();
}
document.addEventListener('click', holdClick, true);
for (const type of ['pointerdown', 'keydown', 'touchstart'])
  document.addEventListener(type, start, { capture: true, passive: true, once: true });
document.addEventListener(
  'app:root-created',
  () => {
    if (!islands().some((island) => marked(island, '__reactContainer$'))) document.removeEventListener('click', holdClick, true);
    deadline = Date.now() + 10_000;
    replaySoon();
  },
  { once: true },
);

/** After this task: the paint has been presented, so the requests start after it. */
const soon = () => setTimeout(start, 0);

if (document.visibilityState !== 'visible') {
  // A background tab paints nothing until shown: no reason to hold the bundle back.
  start();
} else if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    soon();
  });
  observer.observe({ type: 'paint', buffered: true });
} else {
  // No paint timing: two frames on, the first one has been painted.
  requestAnimationFrame(() => requestAnimationFrame(soon));
}
// Should no paint be reported at all, the page still comes alive.
setTimeout(start, 3000);
// Hidden before it painted (switched tab): go on now rather than wait for the tab to come back.
document.addEventListener('visibilitychange', () => document.visibilityState !== 'visible' && start());
