import { formatAddress } from "../shared/business-facts";
import type { PublicSettings } from "../shared/schemas/settings";
import type { PdfCompany } from "./pdf-types";

/** The company as its documents name it, from the public settings and the site's address. */
export function pdfCompany(settings: PublicSettings, website: string): PdfCompany {
  return {
    name: settings.companyName,
    legalName: settings.legalName,
    address: formatAddress(settings),
    vatNumber: settings.vatNumber,
    rea: settings.rea,
    phone: settings.phone,
    email: settings.email,
    website: website.replace(/^https?:\/\//, "").replace(/\/$/, ""),
  };
}
