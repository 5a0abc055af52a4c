import { formatAddress } from "../shared/business-facts";
import type { PublicSettings } from "../shared/schemas/settings";
import type { PdfCompany } from "./pdf-types";

/** Hosts that are no address a reader can visit: this machine, a name of the local network, a bare IP address. */
const NOT_PUBLIC_HOST = /^(?:localhost|.*\.(?:localhost|local|internal|lan|home\.arpa)|[^.]+|[\d.]+|\[[\da-f:.]+\])$/i;

/**
 * The site's address as a document prints it ('www.parksite.it'), from `origin`: the configured public address
 * (--public-url, as the sitemap and canonical links use it), else the host the request reached. A document is
 * kept and passed on, so a host no reader could visit (127.0.0.1, localhost, an intranet name) is left out
 * rather than printed.
 */
function printedWebsite(origin: string): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return "";
  }
  if (NOT_PUBLIC_HOST.test(url.hostname)) return "";
  return `${url.host}${url.pathname}`.replace(/\/$/, "");
}

/** The company as its documents name it, from the public settings and the site's address (see printedWebsite). */
export function pdfCompany(settings: PublicSettings, origin: string): PdfCompany {
  return {
    name: settings.companyName,
    legalName: settings.legalName,
    address: formatAddress(settings),
    vatNumber: settings.vatNumber,
    rea: settings.rea,
    phone: settings.phone,
    email: settings.email,
    website: printedWebsite(origin),
  };
}
