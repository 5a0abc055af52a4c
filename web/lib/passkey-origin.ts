/** Where the admin is open: the parts of `window.location` that decide whether passkeys can work. */
interface PageOrigin {
  protocol: string;
  hostname: string;
  host: string;
}

const isIpAddress = (hostname: string) =>
  /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(":") || hostname.startsWith("[");

const isLocalhost = (hostname: string) => hostname === "localhost" || hostname.endsWith(".localhost");

/**
 * Why a passkey cannot be created from this address, said before trying; null when it can.
 * Browsers bind a passkey to the site's name and hand them out only over HTTPS (or on localhost).
 */
export function passkeyOriginProblem(origin: PageOrigin, supported = true): string | null {
  if (isIpAddress(origin.hostname)) {
    return `Le passkey non si possono creare da un indirizzo IP (${origin.host}): il browser le lega al nome del sito. Apri l'area riservata dal nome del sito in HTTPS, per esempio https://www.tuosito.it/admin.`;
  }
  if (origin.protocol !== "https:" && !isLocalhost(origin.hostname)) {
    return `Le passkey richiedono una connessione sicura: questa pagina è aperta in HTTP (${origin.host}). Apri l'area riservata con https:// oppure chiedi a chi gestisce il server di attivare HTTPS.`;
  }
  if (!supported)
    return "Questo browser non supporta le passkey: aggiornalo oppure usa un browser recente come Chrome, Edge, Firefox o Safari.";
  return null;
}
