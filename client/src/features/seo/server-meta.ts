// The server writes the route's meta tags into index.html for crawlers and link previews; the
// app renders its own per route (DocumentMeta). The server's copies stay while the app loads
// and are removed once the app's are in place, so there is never none and never two.
const SERVER_META_SELECTOR =
  'title, meta[name="description"], meta[name="keywords"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';
const MARK = 'data-server-meta';

export function markServerMeta(): void {
  document.head
    .querySelectorAll(SERVER_META_SELECTOR)
    .forEach((element) => element.setAttribute(MARK, ''));
}

export function removeServerMeta(): void {
  document.head.querySelectorAll(`[${MARK}]`).forEach((element) => element.remove());
}
