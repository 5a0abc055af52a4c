import type { DocumentKind, DocumentProduct } from "../../../src/shared/documents";
/** A link of the 404 page's list of the site's sections. */
interface SectionLink {
  to: string;
  label: string;
  description: string;
}

/** A page of the blog that finds nothing: what is missing, a sentence, and the way back to the blog. */
interface BlogNotFound {
  title: string;
  text: string;
  back: string;
}

/** The blog's texts: its list, its tag pages, its articles and what their heads say. */
interface BlogWords {
  title: string;
  intro: string;
  /** What search engines show under the blog's title. */
  description: string;
  feed: string;
  feedTitle: (siteName: string) => string;
  loading: string;
  loadErrorTitle: string;
  loadErrorText: string;
  empty: { title: string; text: string };
  readMore: string;
  readingTime: (minutes: number) => string;
  /** Before the author's name: 'di', 'by'. */
  by: string;
  tags: string;
  tagTitle: (tag: string) => string;
  /** The tag page's title in search results and the browser's tab. */
  tagHeadTitle: (tag: string) => string;
  tagCount: (count: number, tag: string) => string;
  tagDescription: (companyName: string, tag: string, titles: string) => string;
  tagNotFound: BlogNotFound;
  tagNotFoundDescription: string;
  articleNotFound: BlogNotFound;
  articleNotFoundDescription: string;
  articleLoading: string;
  articleLoadErrorText: string;
  coverAlt: (title: string) => string;
  related: string;
  cta: { title: string; text: string; request: string };
  share: { label: string; copied: string; copiedText: string; failed: string; failedText: (url: string) => string };
  images: { title: string; alt: (title: string, n: number, of: number) => string; open: (n: number, of: number) => string };
  /** schema.org's inLanguage of the blog's pages. */
  inLanguage: string;
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
  search: {
    /** The results page of this language's search (from the language list), where the search boxes send. */
    path: string;
    placeholder: string;
    submit: string;
    suggestions: string;
    /** The last suggestion: every result for what was typed. */
    allResults: (query: string) => string;
    /** The suggestions' section name for that last one. */
    allResultsSection: string;
    /** What a screen reader hears when the suggestions change. */
    suggestionsFound: (count: number) => string;
  };
  /** The site search's results page. */
  searchPage: {
    title: string;
    description: string;
    eyebrow: string;
    placeholder: string;
    /** What the empty page asks for, before the examples. */
    prompt: string;
    examples: readonly string[];
    /** Before the sections, when nothing was found. */
    browse: string;
    /** Sections to browse, with the Italian site paths (links lead to their versions in the language). */
    sections: readonly { to: string; label: string }[];
    resultCount: (total: number) => string;
    resultsFor: (count: string, query: string) => string;
    /** 'Did you mean …': the text before the corrected query's link, and after it. */
    didYouMean: { before: (query: string) => string; after: (count: string) => string };
    pages: string;
    previous: string;
    next: string;
    pageOf: (page: number, last: number) => string;
    searching: string;
  };
  footer: {
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
  blog: BlogWords;
  /** A gallery of photos: its states while its photos are read, and its tiles. */
  gallery: {
    defaultTitle: string;
    loading: string;
    empty: string;
    error: string;
    retry: string;
    /** The name of a tile that opens the viewer: 'Apri l'immagine 4 di 7: <alt>'. */
    openImage: (n: number, total: number, shows: string) => string;
  };
  /** The full-screen image viewer's controls. */
  viewer: {
    title: string;
    counter: (n: number, total: number) => string;
    zoomIn: string;
    zoomOut: string;
    download: string;
    close: string;
    previous: string;
    next: string;
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
