export const POST_LIMITS = {
  title: 200,
  slugInput: 200,
  excerpt: 500,
  content: 100_000,
  tags: 20,
  tagLength: 40,
  articleImages: 30,
  seoTitle: 200,
  metaDescription: 320,
  canonicalUrl: 500,
} as const;

/** What search engines show without cutting: the counters turn amber past these. */
export const SEO_ADVICE = { title: 60, description: 160 } as const;

/** Every message of the blog editor and of the blog API (spec §5, §8). */
export const blogMessages = {
  titleRequired: "Il titolo è obbligatorio",
  contentRequired: "Il contenuto è obbligatorio",
  titleAndContentRequired: "Titolo e contenuto sono obbligatori",
  titleTooLong: `Il titolo può contenere al massimo ${POST_LIMITS.title} caratteri`,
  slugTooLong: "Lo slug è troppo lungo",
  slugEmpty: "Inserisci uno slug con lettere o numeri (oppure un titolo da cui ricavarlo)",
  slugTaken: (slug: string) => `Esiste già un articolo con lo slug "${slug}": scegline uno diverso`,
  /** Slugs are one set across the languages, so /blog/<slug> never changes meaning. */
  slugTakenInLanguage: (slug: string, language: string) =>
    `Lo slug "${slug}" è già usato da un articolo in ${language}: gli slug valgono per tutte le lingue, scegline uno diverso`,
  excerptTooLong: `Il riassunto può contenere al massimo ${POST_LIMITS.excerpt} caratteri`,
  contentTooLong: `Il contenuto può contenere al massimo ${POST_LIMITS.content.toLocaleString("it-IT")} caratteri`,
  httpImage:
    "Le immagini nel testo devono avere un indirizzo https:// o essere caricate sul sito: gli indirizzi http:// non sono consentiti",
  tooManyTags: `Puoi indicare al massimo ${POST_LIMITS.tags} tag`,
  tagTooLong: `Ogni tag può contenere al massimo ${POST_LIMITS.tagLength} caratteri`,
  imageUrl: "Le immagini devono essere caricate sul sito oppure avere un indirizzo https://",
  tooManyImages: `Puoi allegare al massimo ${POST_LIMITS.articleImages} immagini a un articolo`,
  articleImagesFormat: "Il campo article_images deve essere un elenco JSON di indirizzi di immagini",
  published: "Il campo published deve valere 'true' o 'false'",
  notFound: "Articolo non trovato",
  revisionNotFound: "Revisione non trovata",
  tagNotFound: "Nessun articolo con questo tag",
  missingUpload: "Un'immagine caricata non è più disponibile: caricala di nuovo",
  badForm: "Il modulo inviato non è valido",
  notForm: "Invia l'articolo come modulo multipart/form-data",
  saveFailed: "Impossibile salvare l'articolo",
  deleteFailed: "Impossibile eliminare l'articolo",
  statusFailed: "Impossibile aggiornare lo stato",
  uploadFailed: "Impossibile caricare l'immagine",
  status: "Il campo status deve valere 'draft', 'scheduled' o 'published'",
  scheduleDate: "Indica data e ora di pubblicazione valide",
  scheduleInPast: "Per programmare l'articolo scegli una data e un'ora future",
  seoTitleTooLong: `Il titolo SEO può contenere al massimo ${POST_LIMITS.seoTitle} caratteri`,
  metaDescriptionTooLong: `La meta description può contenere al massimo ${POST_LIMITS.metaDescription} caratteri`,
  canonicalUrl: "L'URL canonico deve essere un indirizzo completo che inizia con https://",
  noindex: "Il campo noindex deve valere 'true' o 'false'",
  authorUnknown: "L'autore scelto non è un account dello staff",
  authorForbidden: "Solo un Amministratore può cambiare l'autore di un articolo",
} as const;
