import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { type ReferenceProject, referenceProjects, referenceRedirects, users } from "../db/schema";
import { gallerySectionLabels } from "../shared/gallery-sections";
import { comuneByCode } from "../shared/references/comuni";
import type { ReferenceStatus } from "../shared/references/reference-fields";
import type { ReferenceAdmin } from "../shared/schemas/reference-answers";
import type { ReferenceInput } from "../shared/schemas/references";
import { slugify } from "../shared/slug";

/** The public address of a reference. */
export const referencePath = (slug: string) => `/referenze/${slug}`;

/** The comune's name, province and region as stored references show them; a code no longer in the list shows as is. */
export function placeOf(code: string): { comune: string; province: string; region: string } {
  const comune = comuneByCode(code);
  return comune
    ? { comune: comune.name, province: comune.province, region: comune.region }
    : { comune: code, province: "", region: "" };
}

export const sectorLabel = (sector: string) => gallerySectionLabels[sector as keyof typeof gallerySectionLabels] ?? sector;

/** A stored reference as staff edit it. */
function toAdmin(row: ReferenceProject, author: string | null): ReferenceAdmin {
  const place = placeOf(row.comune_code);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    client: row.client,
    client_public: row.client_public,
    sector: row.sector as ReferenceAdmin["sector"],
    comune_code: row.comune_code,
    comune: place.comune,
    province: place.province,
    region: row.region,
    lat: row.lat,
    lng: row.lng,
    year: row.year,
    spaces: row.spaces,
    figures: row.figures,
    products: row.products as ReferenceAdmin["products"],
    challenge: row.challenge,
    solution: row.solution,
    result: row.result,
    quote_text: row.quote_text,
    quote_name: row.quote_name,
    quote_role: row.quote_role,
    photos: row.photos,
    featured: row.featured,
    display_order: row.display_order,
    status: row.status,
    published_at: row.published_at,
    is_example: row.is_example,
    author,
    created_at: row.created_at,
    updated_at: row.updated_at,
    updated_by: row.updated_by,
  } satisfies ReferenceAdmin;
}

const withAuthor = { row: referenceProjects, name: users.name, email: users.email };
const authorName = (name: string | null, email: string | null) => name || email || null;

export function findReference(db: Db, id: number): ReferenceAdmin | null {
  const found = db
    .select(withAuthor)
    .from(referenceProjects)
    .leftJoin(users, eq(users.id, referenceProjects.author_id))
    .where(eq(referenceProjects.id, id))
    .get();
  return found ? toAdmin(found.row, authorName(found.name, found.email)) : null;
}

export function findReferenceRow(db: Db, id: number): ReferenceProject | null {
  return db.select().from(referenceProjects).where(eq(referenceProjects.id, id)).get() ?? null;
}

export function findReferenceRowBySlug(db: Db, slug: string): ReferenceProject | null {
  return db.select().from(referenceProjects).where(eq(referenceProjects.slug, slug)).get() ?? null;
}

/** Every reference, as the admin lists them: in the public order, drafts included. */
export function listReferences(db: Db): ReferenceAdmin[] {
  return db
    .select(withAuthor)
    .from(referenceProjects)
    .leftJoin(users, eq(users.id, referenceProjects.author_id))
    .orderBy(
      desc(referenceProjects.featured),
      asc(referenceProjects.display_order),
      desc(referenceProjects.year),
      asc(referenceProjects.id),
    )
    .all()
    .map((found) => toAdmin(found.row, authorName(found.name, found.email)));
}

export function isReferenceSlugTaken(db: Db, slug: string, exceptId?: number): boolean {
  const where =
    exceptId === undefined
      ? eq(referenceProjects.slug, slug)
      : and(eq(referenceProjects.slug, slug), ne(referenceProjects.id, exceptId));
  return db.select({ id: referenceProjects.id }).from(referenceProjects).where(where).get() !== undefined;
}

/** The stored values of what staff typed: the slug from the title when left empty, the region from the comune. */
export function referenceValues(input: ReferenceInput) {
  return {
    ...input,
    slug: input.slug || slugify(input.title),
    region: placeOf(input.comune_code).region,
  };
}

export function createReference(db: Db, input: ReferenceInput, author: { id: number; name: string }): ReferenceProject {
  return db
    .insert(referenceProjects)
    .values({ ...referenceValues(input), author_id: author.id, updated_by: author.name })
    .returning()
    .get();
}

/**
 * Saves a reference. A published one whose slug changes leaves its old address behind, which answers
 * 301 to the new one (in one hop, whatever the chain of renames).
 */
export function updateReference(db: Db, before: ReferenceProject, input: ReferenceInput, editor: string): ReferenceProject {
  const values = referenceValues(input);
  return db.transaction((tx) => {
    if (before.status === "published" && before.slug !== values.slug) {
      tx.insert(referenceRedirects)
        .values({ path: referencePath(before.slug), reference_id: before.id })
        .onConflictDoUpdate({ target: referenceRedirects.path, set: { reference_id: before.id } })
        .run();
    }
    // Its own new address is never shadowed by an old one.
    tx.delete(referenceRedirects)
      .where(eq(referenceRedirects.path, referencePath(values.slug)))
      .run();
    return tx
      .update(referenceProjects)
      .set({ ...values, updated_by: editor, updated_at: new Date().toISOString() })
      .where(eq(referenceProjects.id, before.id))
      .returning()
      .get();
  });
}

export function setReferenceStatus(db: Db, id: number, status: ReferenceStatus, editor: string): ReferenceProject | null {
  const now = new Date().toISOString();
  const before = findReferenceRow(db, id);
  if (!before) return null;
  return (
    db
      .update(referenceProjects)
      .set({
        status,
        published_at: status === "published" ? (before.published_at ?? now) : before.published_at,
        updated_by: editor,
        updated_at: now,
      })
      .where(eq(referenceProjects.id, id))
      .returning()
      .get() ?? null
  );
}

/** What an old reference address answers: moved to the reference's address, or gone since it was deleted. */
export function resolveOldReferenceAddress(db: Db, path: string): { kind: "moved"; location: string } | { kind: "gone" } | null {
  if (path.length > 500 || !path.startsWith("/referenze/")) return null;
  const row = db
    .select({ reference_id: referenceRedirects.reference_id, slug: referenceProjects.slug, status: referenceProjects.status })
    .from(referenceRedirects)
    .leftJoin(referenceProjects, eq(referenceProjects.id, referenceRedirects.reference_id))
    .where(eq(referenceRedirects.path, path))
    .get();
  if (!row) return null;
  if (row.reference_id === null) return { kind: "gone" };
  if (row.status !== "published" || !row.slug) return null;
  const location = referencePath(row.slug);
  return location === path ? null : { kind: "moved", location };
}

/** The addresses of the published references and when each last changed: the sitemap's and the search index's. */
export function publishedReferenceStamps(db: Db): { id: number; slug: string; updated_at: string }[] {
  return db
    .select({ id: referenceProjects.id, slug: referenceProjects.slug, updated_at: referenceProjects.updated_at })
    .from(referenceProjects)
    .where(eq(referenceProjects.status, "published"))
    .all();
}
