import { existsSync, readFileSync, realpathSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { createPost, isSlugTaken } from "../api/blog/blog.service";
import { BLOG_FOLDER } from "../api/blog/post-images";
import { addOldAddress } from "../api/blog/post-redirects";
import { recordRevision } from "../api/blog/revisions";
import { loadConfig, type Config } from "../config";
import { openDataFolder } from "../data-folder";
import { closeDatabase, type Db } from "../db/client";
import { posts } from "../db/schema";
import { storeImage } from "../images";
import { joinTags } from "../shared/blog";
import { POST_LIMITS, postFieldsSchema } from "../shared/schemas/blog";
import { firstIssueMessage } from "../shared/schemas/validation";
import { slugify } from "../shared/slug";
import { UsageError } from "./args";
import { parseWxr, WxrError, type WxrPost } from "./import-wordpress-wxr";

export interface ImportReport {
  imported: number;
  published: number;
  scheduled: number;
  drafts: number;
  covers: number;
  redirects: number;
  skipped: string[];
  warnings: string[];
}

const cut = (value: string, max: number) => {
  if (value.length <= max) return value;
  const part = value.slice(0, max - 1);
  return `${part.slice(0, Math.max(part.lastIndexOf(" "), max - 40))}…`;
};

/** A Markdown image at an http:// address is refused by the editor's rules: it becomes a link to the picture. */
const withoutHttpImages = (markdown: string) =>
  markdown.replace(/!\[([^\]]*)\]\(\s*<?\s*(http:\/\/[^)\s>]+)>?\s*\)/gi, "[$1]($2)");

/** The file of a featured image inside the WordPress uploads folder given, never outside it. */
function featuredFile(uploadsDir: string, url: string): string | null {
  const match = /\/wp-content\/uploads\/(.+)$/.exec(new URL(url, "https://wordpress.invalid").pathname);
  const relative = match?.[1] ? decodeURIComponent(match[1]) : null;
  if (!relative) return null;
  const root = realpathSync(uploadsDir);
  const file = resolve(root, relative);
  if (!file.startsWith(root + sep) || !existsSync(file)) return null;
  return realpathSync(file).startsWith(root + sep) ? file : null;
}

/** The old permalink's path, kept as a 301 to the article (the home page and the article's own address aside). */
function oldPath(link: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(link).pathname).replace(/\/+$/, "");
  } catch {
    return null;
  }
  return path && path !== "/" ? path : null;
}

async function importPost(db: Db, config: Config, post: WxrPost, uploadsDir: string | null, report: ImportReport) {
  const label = `«${post.title || post.wordpressId}»`;
  const slug = slugify(post.slug) || slugify(post.title);
  if (!slug) return void report.skipped.push(`${label}: senza titolo né slug`);
  if (isSlugTaken(db, slug)) return void report.skipped.push(`${label}: esiste già un articolo con lo slug "${slug}"`);
  const tags = post.tags.filter((tag) => tag.length <= POST_LIMITS.tagLength).slice(0, POST_LIMITS.tags);
  const parsed = postFieldsSchema.safeParse({
    title: cut(post.title, POST_LIMITS.title),
    slug,
    excerpt: cut(post.excerpt, POST_LIMITS.excerpt),
    content: withoutHttpImages(post.content),
    tags: joinTags(tags),
    article_images: [],
  });
  if (!parsed.success) return void report.skipped.push(`${label}: ${firstIssueMessage(parsed.error)}`);

  let cover: string | null = null;
  if (post.featuredImageUrl) {
    const file = uploadsDir ? featuredFile(uploadsDir, post.featuredImageUrl) : null;
    if (file) {
      try {
        cover = (await storeImage(config, new Uint8Array(readFileSync(file)), BLOG_FOLDER)).url;
        report.covers += 1;
      } catch (error) {
        report.warnings.push(`${label}: immagine in evidenza non importata (${error instanceof Error ? error.message : error})`);
      }
    } else {
      report.warnings.push(`${label}: immagine in evidenza non trovata${uploadsDir ? ` in ${uploadsDir}` : " (usa --uploads)"}`);
    }
  }

  const now = new Date().toISOString();
  const date = post.date ?? now;
  const status =
    post.status === "publish"
      ? "published"
      : post.status === "future" && date > now
        ? "scheduled"
        : post.status === "future"
          ? "published"
          : "draft";
  const created = createPost(db, {
    ...parsed.data,
    status,
    published: status === "published",
    published_at: status === "draft" ? null : date,
    cover_image: cover,
    author_id: null,
    seo_title: "",
    meta_description: "",
    social_image: null,
    canonical_url: "",
    noindex: false,
  });
  db.update(posts).set({ created_at: date, updated_at: date }).where(eq(posts.id, created.id)).run();
  recordRevision(db, created.id, created, null, "save");
  const path = oldPath(post.link);
  if (path && path !== `/blog/${created.slug}`) {
    addOldAddress(db, path, created.id);
    report.redirects += 1;
  }
  report.imported += 1;
  if (status === "published") report.published += 1;
  else if (status === "scheduled") report.scheduled += 1;
  else report.drafts += 1;
}

/** Imports the posts of a WXR file into a data folder. */
export async function importWordpress(config: Config, xml: string, uploadsDir: string | null): Promise<ImportReport> {
  const found = parseWxr(xml);
  const report: ImportReport = {
    imported: 0,
    published: 0,
    scheduled: 0,
    drafts: 0,
    covers: 0,
    redirects: 0,
    skipped: [],
    warnings: [],
  };
  const db = openDataFolder(config);
  try {
    for (const post of found) await importPost(db, config, post, uploadsDir, report);
  } finally {
    closeDatabase(db);
  }
  return report;
}

/** `parksite import wordpress FILE.xml [--uploads DIR] [--data DIR]`. */
export async function runImportCommand(argv: string[]): Promise<number> {
  let parsed: ReturnType<
    typeof parseArgs<{ options: { uploads: { type: "string" }; data: { type: "string" } }; allowPositionals: true }>
  >;
  try {
    parsed = parseArgs({
      args: argv,
      options: { uploads: { type: "string" }, data: { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [kind, file, extra] = parsed.positionals;
  if (kind !== "wordpress")
    throw new UsageError(`importazione sconosciuta: ${kind ?? "(mancante)"}; usa 'import wordpress FILE.xml'`);
  if (!file || extra) throw new UsageError("indica un solo file: parksite import wordpress FILE.xml [--uploads CARTELLA]");
  if (!existsSync(file)) {
    console.error(`Errore: il file ${file} non esiste.`);
    return 1;
  }
  const uploads = parsed.values.uploads ?? null;
  if (uploads && !existsSync(uploads)) {
    console.error(`Errore: la cartella ${uploads} non esiste.`);
    return 1;
  }
  const config = loadConfig({ data: parsed.values.data });
  let report: ImportReport;
  try {
    report = await importWordpress(config, readFileSync(file, "utf8"), uploads ? join(uploads) : null);
  } catch (error) {
    if (error instanceof WxrError) {
      console.error(`Errore: ${error.message}.`);
      return 1;
    }
    throw error;
  }
  console.log(
    `Importati ${report.imported} articoli (${report.published} pubblicati, ${report.scheduled} programmati, ${report.drafts} bozze), ${report.covers} immagini in evidenza, ${report.redirects} indirizzi WordPress reindirizzati.`,
  );
  for (const line of report.skipped) console.log(`  saltato ${line}`);
  for (const line of report.warnings) console.log(`  attenzione: ${line}`);
  if (report.imported > 0)
    console.log("Se il sito è in funzione, svuota la cache dalla dashboard per vedere subito gli articoli.");
  return 0;
}
