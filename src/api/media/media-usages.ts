import type { Db } from "../../db/client";
import { binItems, galleryImages, pageEdits, posts, referenceProjects } from "../../db/schema";
import { storedImageKey } from "../../images/store";
import { gallerySectionLabels, isGallerySection } from "../../shared/gallery-sections";
import type { MediaUsage } from "../../shared/schemas/media-answers";

/** Any address of a stored rendition inside a text (Markdown, page content as JSON). */
const UPLOAD_URL = /\/uploads\/[a-z0-9][a-z0-9-]{0,39}\/[0-9a-f]{24}-\d{1,5}x\d{1,5}\.webp/g;

function add(map: Map<string, MediaUsage[]>, url: string | null | undefined, usage: MediaUsage): void {
  const key = url ? storedImageKey(url) : null;
  if (!key) return;
  const list = map.get(key) ?? [];
  if (!list.some((u) => u.place === usage.place && u.link === usage.link)) list.push(usage);
  map.set(key, list);
}

/**
 * Where every stored picture is used, by its key: gallery photos, article covers, social images,
 * article pictures and text, the published or draft content of edited pages, reference projects, and the bin.
 */
export function findMediaUsages(db: Db): Map<string, MediaUsage[]> {
  const map = new Map<string, MediaUsage[]>();
  const gallery = db
    .select({ section: galleryImages.section, name: galleryImages.name, url: galleryImages.image_url })
    .from(galleryImages)
    .all();
  for (const row of gallery) {
    const section = isGallerySection(row.section) ? gallerySectionLabels[row.section] : row.section;
    add(map, row.url, {
      place: "gallery",
      label: `Galleria ${section}: ${row.name}`,
      link: `/admin/galleries?sezione=${row.section}`,
    });
  }
  const articles = db
    .select({
      id: posts.id,
      title: posts.title,
      cover: posts.cover_image,
      social: posts.social_image,
      images: posts.article_images,
      content: posts.content,
    })
    .from(posts)
    .all();
  for (const post of articles) {
    const link = `/admin/blog?edit=${post.id}`;
    add(map, post.cover, { place: "cover", label: `Copertina di «${post.title}»`, link });
    add(map, post.social, { place: "social", label: `Immagine social di «${post.title}»`, link });
    for (const url of [...(post.images ?? []), ...(post.content.match(UPLOAD_URL) ?? [])]) {
      add(map, url, { place: "article", label: `Articolo «${post.title}»`, link });
    }
  }
  const edits = db.select({ path: pageEdits.path, published: pageEdits.published, draft: pageEdits.draft }).from(pageEdits).all();
  for (const edit of edits) {
    const text = `${JSON.stringify(edit.published ?? null)} ${JSON.stringify(edit.draft ?? null)}`;
    const link = `/admin/pagine/modifica?percorso=${encodeURIComponent(edit.path)}`;
    const label = edit.path === "testi-sito" ? "Testi del sito" : `Pagina ${edit.path}`;
    for (const url of text.match(UPLOAD_URL) ?? []) add(map, url, { place: "page", label, link });
  }
  const references = db
    .select({
      id: referenceProjects.id,
      title: referenceProjects.title,
      photos: referenceProjects.photos,
      challenge: referenceProjects.challenge,
      solution: referenceProjects.solution,
      result: referenceProjects.result,
    })
    .from(referenceProjects)
    .all();
  for (const reference of references) {
    const usage = {
      place: "reference",
      label: `Referenza «${reference.title}»`,
      link: `/admin/referenze?modifica=${reference.id}`,
    } as const;
    const texts = `${reference.challenge} ${reference.solution} ${reference.result}`;
    for (const url of [...reference.photos.map((photo) => photo.url), ...(texts.match(UPLOAD_URL) ?? [])]) add(map, url, usage);
  }
  // A deleted element's pictures stay for its restore: the library shows them as in the bin, never as unused.
  for (const item of db.select({ label: binItems.label, files: binItems.files }).from(binItems).all()) {
    for (const url of item.files) add(map, url, { place: "bin", label: `Nel cestino: ${item.label}`, link: "/admin/cestino" });
  }
  return map;
}
