import type { DocumentKind, DocumentProduct } from "../../../src/shared/documents";
/** A link of the 404 page's list of the site's sections. */
interface SectionLink {
  to: string;
  label: string;
  description: string;
}

/** What the documents library's pages say: the list, a document's page and the form a gated one asks to fill. */
export interface DocumentWords {
  /** The list's address and a document's page's, in the language. */
  listPath: string;
  pagePath: (slug: string) => string;
  /** BCP 47 locale of dates and sizes. */
  locale: string;
  meta: { title: string; description: string };
  eyebrow: string;
  heading: string;
  intro: string;
  productFilter: string;
  kindFilter: string;
  all: string;
  none: string;
  showAll: string;
  or: string;
  askUs: string;
  general: string;
  loadError: string;
  loading: string;
  needsContacts: string;
  version: (label: string) => string;
  kinds: Record<DocumentKind, string>;
  products: Record<DocumentProduct, string>;
  page: {
    meta: (kind: string, format: string, size: string) => { titleSuffix: string; description: string };
    notFound: { title: string; description: string; back: string };
    loading: string;
    download: string;
  };
  gate: {
    intro: string;
    required: string;
    asterisk: string;
    name: string;
    email: string;
    company: string;
    website: string;
    privacyBefore: string;
    privacyLink: string;
    privacyAfter: string;
    marketing: string;
    submit: string;
  };
}

/**
 * Every text the site's frame and its building blocks draw (header, footer, breadcrumbs, buttons,
 * the 404 page), one dictionary per language. Page copy lives in the pages' modules, business
 * facts in the settings.
 */
export interface Dictionary {
  skipLink: string;
  callNow: string;
  header: {
    homeLabel: (companyName: string) => string;
    mainMenu: string;
    mobileMenu: string;
    searchSite: string;
    openMenu: string;
    closeMenu: string;
    itemsOf: (label: string) => string;
    /** The language switcher's name for assistive technology. */
    languages: string;
  };
  search: { placeholder: string; submit: string; suggestions: string };
  footer: {
    /** The footer's sentence about the company; null: the one staff edit among the site texts. */
    mission: string | null;
    social: string;
    opensInNewTab: string;
    contacts: string;
    legalNotes: string;
    cookiePreferences: string;
    legalLine: (facts: { legalName: string; address: string; vatNumber: string; rea: string; shareCapital: string }) => string;
    legalLinks: { label: string; path: string }[];
  };
  whatsapp: { float: string; message: string; tile: string };
  /** A page whose data could not be read, and the button that reads it again. */
  loadError: { title: string; description: string; retry: string };
  backLink: { blog: string; home: string };
  breadcrumb: {
    label: string;
    home: string;
    products: string;
    applications: string;
    /** Names of the pages outside the product and sector sections (/servizi, /contatti, /blog, legal pages). */
    pages: Record<string, string>;
  };
  /** The navigation's names of the product families, the product pages and the sectors, by Italian path. */
  navLabels: Record<string, string>;
  productTabs: string;
  notFound: {
    title: string;
    description: string;
    eyebrow: string;
    heading: string;
    text: string;
    searchLabel: string;
    placeholder: string;
    searchButton: string;
    sectionsTitle: string;
    sections: readonly SectionLink[];
  };
  documents: DocumentWords;
  sections: {
    /** The secondary button of a closing call. */
    callNow: string;
    learnMore: string;
    reference: string;
    references: string;
    certification: { issuer: string; number: string; validUntil: string };
    office: { headOffice: string; hours: string; support: string };
    contactTiles: { label: string; call: string; write: string };
    contactInfo: { phone: string; email: string; toForm: string };
    map: { title: (address: string) => string; notice: string; show: string; accept: string };
  };
}
