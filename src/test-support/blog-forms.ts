/** A multipart body as the blog editor sends it. */
export function blogForm(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** The fields of a complete, valid article. */
export function articleFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: "Nuovo impianto all'aeroporto",
    slug: "",
    excerpt: "Un nuovo impianto di lettura targhe.",
    content: "Testo dell'articolo con **grassetto**.",
    tags: "aeroporti, lettura targhe",
    published: "true",
    article_images: "[]",
    ...overrides,
  };
}

/** The `image_texts` field describing these pictures ("cover" for a cover sent as a file), as the editor sends it. */
export function imageTexts(...urls: string[]): string {
  return JSON.stringify(
    Object.fromEntries(urls.map((url, i) => [url, { alt: `Immagine di prova ${i + 1}`, decorative: false }])),
  );
}
