import type { Db } from "../../db/client";
import type { ImageText } from "../../shared/alt-text";
import type { PostDetail, PostSummary, TagAnswer } from "../../shared/blog";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../../shared/languages";
import { findPostBySlug, listPosts, toDetail, withCoverInfo, type DescribeImage } from "./blog.service";
import { tagDescription } from "./blog-tag-admin";
import { postsWithTag, relatedPosts } from "./blog-tags";
import { imageInfo } from "./post-images";
import { publishedVersionsOf } from "./post-versions";
import { isPreviewTokenFor } from "./preview-links";

/**
 * Who reads an article: whether they may see one that is not published yet (staff whose role opens
 * the blog), and the preview link's token they carry, if any.
 */
export interface ArticleReader {
  seesDrafts: boolean;
  previewToken?: string | null | undefined;
}

export const VISITOR: ArticleReader = { seesDrafts: false };

/**
 * A picture's size and renditions, with the alt text the media library has for it (shown where the
 * place has none of its own).
 */
export function imageDescriber(uploadsDir: string, textOf: (url: string) => ImageText): DescribeImage {
  return (url) => {
    const info = imageInfo(uploadsDir, url);
    const text = textOf(url);
    return text.decorative ? { ...info, alt: "", decorative: true } : text.alt ? { ...info, alt: text.alt } : info;
  };
}

/**
 * The blog's reads, as the API answers them and as the server's pages read them: one implementation.
 * The public ones read one language's articles, Italian unless asked.
 */
export function blogReads(db: Db, describe: DescribeImage) {
  return {
    published(language: LanguageCode = DEFAULT_LANGUAGE): PostSummary[] {
      return listPosts(db, { publishedOnly: true, language }).map((row) => withCoverInfo(row, describe));
    },
    all(): PostSummary[] {
      return listPosts(db, { publishedOnly: false }).map((row) => withCoverInfo(row, describe));
    },
    /** An article with its related ones; null when it does not exist or this reader may not see it. */
    bySlug(slug: string, reader: ArticleReader, language: LanguageCode = DEFAULT_LANGUAGE): PostDetail | null {
      const post = findPostBySlug(db, slug, language);
      // Drafts exist only for staff and for holders of a preview link: to anyone else they are not there at all.
      if (!post) return null;
      if (!post.published && !reader.seesDrafts && !isPreviewTokenFor(db, reader.previewToken ?? "", post.id)) return null;
      const related = relatedPosts(db, post).map((row) => withCoverInfo(row, describe));
      return { ...toDetail(post, describe), related, versions: publishedVersionsOf(db, post) };
    },
    /** A tag's published articles; null for a tag no published article has. */
    byTag(tag: string, language: LanguageCode = DEFAULT_LANGUAGE): TagAnswer | null {
      const found = postsWithTag(db, tag, language);
      if (!found) return null;
      return {
        tag: found.tag,
        slug: found.slug,
        description: tagDescription(db, found.slug),
        posts: found.posts.map((row) => withCoverInfo(row, describe)),
      };
    },
  };
}
