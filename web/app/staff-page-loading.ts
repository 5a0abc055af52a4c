/**
 * What a staff page shows while its script loads: the page itself is drawn in the browser (its routes are `clientOnly`),
 * and on a phone on a slow network that takes seconds, which a blank screen would leave unexplained. The app replaces
 * it when it draws the page (web/entry.client.tsx).
 */
export const STAFF_PAGE_LOADING_HTML =
  '<p role="status" class="flex min-h-screen items-center justify-center text-muted">Caricamento dell\'area riservata...</p>';
