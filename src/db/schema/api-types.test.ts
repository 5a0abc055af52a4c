import { expect, test } from "bun:test";
import type { PostDetail, PostSummary, RevisionDetail } from "../../shared/blog";
import type { GalleryImageDto } from "../../shared/gallery";
import type { GallerySection } from "../../shared/gallery-sections";
import type { TranslatedAlt } from "../../shared/alt-text";
import type { MediaItem, MediaUsage, MediaAltTranslation } from "../../shared/schemas/media-answers";
import type { RedirectRuleView } from "../../shared/schemas/redirect-answers";
import type { RedirectCode } from "../../shared/redirect-choices";
import type { GalleryImage, MediaRow, Post, PostRevision, RedirectRule } from "./index";

// The API's answers live in src/shared, which the browser imports and which may not import the
// tables; these checks, made by the type check, keep each one the columns of its table: a column
// added, dropped or retyped without the answer following makes `tsc` fail here.

/** True when each type can stand for the other: the same fields, of the same types. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

test("a redirect rule as the admin list shows it is the stored rule without its creation time", () => {
  const same: Same<RedirectRuleView, Omit<RedirectRule, "created_at" | "code"> & { code: RedirectCode }> = true;
  expect(same).toBe(true);
});

test("a gallery photo as the API answers it is the stored photo plus its srcset and its picture's alt text", () => {
  type Text = Pick<MediaRow, "alt" | "decorative"> & { alt_translations: TranslatedAlt[] };
  const same: Same<GalleryImageDto, Omit<GalleryImage, "section"> & { section: GallerySection; srcset: string } & Text> = true;
  expect(same).toBe(true);
});

test("a media item is the stored picture's columns, its name always a text, with where it is used and its alt text in other languages", () => {
  type Stored = Pick<MediaRow, "id" | "url" | "alt" | "decorative" | "width" | "height" | "variants" | "bytes" | "created_at">;
  const same: Same<MediaItem, Stored & { name: string; usages: MediaUsage[]; translations: MediaAltTranslation[] }> = true;
  expect(same).toBe(true);
});

test("an article in the lists is the stored post's columns but its body, SEO fields, author id and translation's record, with what is computed", () => {
  type Stored = Omit<Post, "content" | "author_id" | "updated_by" | "translated_from" | SeoColumn>;
  type Computed = Pick<PostSummary, "author" | "reading_time" | "cover_image_info">;
  const same: Same<PostSummary, Stored & Computed> = true;
  expect(same).toBe(true);
});

type SeoColumn = "seo_title" | "meta_description" | "social_image" | "canonical_url" | "noindex";

test("an article with its body adds the stored body and SEO fields to the list's article", () => {
  type Computed = Pick<PostDetail, "content_html" | "article_images_info" | "social_image_info" | "related">;
  const same: Same<PostDetail, PostSummary & Pick<Post, "content" | SeoColumn> & Computed> = true;
  expect(same).toBe(true);
});

test("a revision the editor opens is the stored revision's texts", () => {
  type Texts = Pick<PostRevision, "id" | "title" | "slug" | "excerpt" | "content" | "tags" | "cover_image" | "article_images">;
  type Listed = Pick<RevisionDetail, "kind" | "author" | "user_id" | "created_at">;
  const same: Same<RevisionDetail, Texts & Listed> = true;
  expect(same).toBe(true);
});
