import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  type BinItem,
  binItems,
  type ContactRequest,
  contactRequestNotes,
  contactRequests,
  type DocumentRow,
  documentFiles,
  documents,
  emailOutbox,
  type GalleryImage,
  galleryImages,
  type Post,
  postRedirects,
  postRevisions,
  posts,
  type ReferenceProject,
  referenceProjects,
  referenceRedirects,
} from "../db/schema";
import { isStoredImageUrl } from "../images";
import { type BinKind, purgeAtOf } from "../shared/bin";
import { articlePath } from "../shared/blog";
import type { BinItemDto } from "../shared/schemas/bin-answers";
import type { PostPayload } from "./bin-payloads";

interface BinEntry {
  kind: BinKind;
  itemId: number;
  label: string;
  thumbnail: string | null;
  payload: unknown;
  files: readonly (string | null | undefined)[];
  deletedBy: string;
}

function put(db: Pick<Db, "insert">, entry: BinEntry): void {
  const files = [...new Set(entry.files.filter((f): f is string => !!f && isStoredImageUrl(f)))];
  db.insert(binItems)
    .values({
      kind: entry.kind,
      item_id: entry.itemId,
      label: entry.label,
      thumbnail: entry.thumbnail,
      payload: entry.payload,
      files,
      deleted_at: new Date().toISOString(),
      deleted_by: entry.deletedBy,
    })
    .run();
}

const markdownImages = (text: string) => [...text.matchAll(/\]\((\/uploads\/[^)\s]+)\)/g)].map((m) => m[1]);

/** Moves an article (with its revisions) into the bin; its old address answers 410 meanwhile. Null when there is none. */
export function binPost(db: Db, id: number, deletedBy: string): Post | null {
  return db.transaction((tx) => {
    const post = tx.select().from(posts).where(eq(posts.id, id)).get();
    if (!post) return null;
    const revisions = tx.select().from(postRevisions).where(eq(postRevisions.post_id, id)).all();
    const translations = tx
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.translation_of, id))
      .all()
      .map((row) => row.id);
    put(tx, {
      kind: "post",
      itemId: post.id,
      label: post.title,
      thumbnail: post.cover_image,
      payload: { post, revisions, translations } satisfies PostPayload,
      files: [
        post.cover_image,
        post.social_image,
        ...post.article_images,
        ...markdownImages(post.content),
        ...revisions.flatMap((r) => [r.cover_image, ...r.article_images, ...markdownImages(r.content)]),
      ],
      deletedBy,
    });
    tx.delete(posts).where(eq(posts.id, id)).run();
    if (post.status === "published") {
      tx.insert(postRedirects)
        .values({ path: articlePath(post.slug, post.language), post_id: null })
        .onConflictDoUpdate({ target: postRedirects.path, set: { post_id: null } })
        .run();
    }
    return post;
  });
}

/** Moves a gallery photo into the bin; the section's others close the gap (orders stay 1..n). */
export function binGalleryImage(db: Db, id: number, deletedBy: string): GalleryImage | null {
  return db.transaction((tx) => {
    const image = tx.select().from(galleryImages).where(eq(galleryImages.id, id)).get();
    if (!image) return null;
    const before = tx
      .select({ id: galleryImages.id })
      .from(galleryImages)
      .where(and(eq(galleryImages.section, image.section), lt(galleryImages.display_order, image.display_order)))
      .all()
      .map((row) => row.id);
    put(tx, {
      kind: "gallery-image",
      itemId: image.id,
      label: image.name,
      thumbnail: image.image_url,
      payload: { ...image, before },
      files: [image.image_url],
      deletedBy,
    });
    tx.delete(galleryImages).where(eq(galleryImages.id, id)).run();
    tx.update(galleryImages)
      .set({ display_order: sql`${galleryImages.display_order} - 1` })
      .where(and(eq(galleryImages.section, image.section), sql`${galleryImages.display_order} > ${image.display_order}`))
      .run();
    return image;
  });
}

/** Moves a contact request into the bin with its notes and its e-mails: restored, the lead comes back whole. */
export function binContactRequest(db: Db, id: number, deletedBy: string): ContactRequest | null {
  return db.transaction((tx) => {
    const request = tx.select().from(contactRequests).where(eq(contactRequests.id, id)).get();
    if (!request) return null;
    const notes = tx.select().from(contactRequestNotes).where(eq(contactRequestNotes.request_id, id)).all();
    const emails = tx.select().from(emailOutbox).where(eq(emailOutbox.contact_request_id, id)).all();
    put(tx, {
      kind: "contact-request",
      itemId: request.id,
      label: `${request.name}${request.company ? ` (${request.company})` : ""}`,
      thumbnail: null,
      payload: { request, notes, emails },
      files: [],
      deletedBy,
    });
    tx.delete(contactRequests).where(eq(contactRequests.id, id)).run();
    return request;
  });
}

/**
 * Moves a document with all its files' rows into the bin: its address answers 404 meanwhile. The
 * files stay on disk (the bin's rows name them, so the upload sweep keeps them) until it leaves the bin.
 */
export function binDocument(db: Db, id: number, deletedBy: string): DocumentRow | null {
  return db.transaction((tx) => {
    const document = tx.select().from(documents).where(eq(documents.id, id)).get();
    if (!document) return null;
    const files = tx.select().from(documentFiles).where(eq(documentFiles.document_id, id)).all();
    put(tx, {
      kind: "document",
      itemId: id,
      label: document.title,
      thumbnail: null,
      payload: { document, files },
      files: [],
      deletedBy,
    });
    tx.delete(documents).where(eq(documents.id, id)).run();
    return document;
  });
}

/** Moves a reference into the bin; a published one's address answers 410 meanwhile. */
export function binReference(db: Db, id: number, deletedBy: string): ReferenceProject | null {
  return db.transaction((tx) => {
    const reference = tx.select().from(referenceProjects).where(eq(referenceProjects.id, id)).get();
    if (!reference) return null;
    put(tx, {
      kind: "reference",
      itemId: reference.id,
      label: reference.title,
      thumbnail: reference.photos[0]?.url ?? null,
      payload: reference,
      files: reference.photos.map((photo) => photo.url),
      deletedBy,
    });
    tx.delete(referenceProjects).where(eq(referenceProjects.id, id)).run();
    if (reference.status === "published") {
      const path = `/referenze/${reference.slug}`;
      tx.insert(referenceRedirects)
        .values({ path, reference_id: null })
        .onConflictDoUpdate({ target: referenceRedirects.path, set: { reference_id: null } })
        .run();
    }
    return reference;
  });
}

export const toDto = (row: BinItem): BinItemDto =>
  ({
    id: row.id,
    kind: row.kind,
    itemId: row.item_id,
    label: row.label,
    thumbnail: row.thumbnail,
    deletedAt: row.deleted_at,
    deletedBy: row.deleted_by,
    purgeAt: purgeAtOf(row.deleted_at),
  }) satisfies BinItemDto;

/** The bin's elements of these kinds, newest deletion first. */
export function listBin(db: Db, kinds: readonly BinKind[]): BinItemDto[] {
  if (kinds.length === 0) return [];
  return db
    .select()
    .from(binItems)
    .where(inArray(binItems.kind, [...kinds]))
    .orderBy(desc(binItems.deleted_at), desc(binItems.id))
    .all()
    .map(toDto);
}

export function findBinItem(db: Db, id: number): BinItemDto | null {
  const row = db.select().from(binItems).where(eq(binItems.id, id)).get();
  return row ? toDto(row) : null;
}
