import { altFor } from "../../../src/shared/alt-text";
import { useQuery } from "@tanstack/react-query";
import { FilePen, TriangleAlert } from "../../components/ui/lucide-icons";
import { useLocation, useParams, useSearchParams } from "react-router-dom";
import { blogPath, PREVIEW_PARAM, type PostDetail } from "../../../src/shared/blog";
import { type LanguageCode, languageOfPath } from "../../../src/shared/languages";
import { dictionaries } from "../../content/dictionary";
import type { RouteHandle } from "../../lib/route-handle";
import { ContactCta } from "../../components/sections/contact-cta";
import { RetryLink } from "../../components/ui/retry-link";
import {
  oneThingLoader,
  type NotFoundCopy,
  oneThingMeta,
  PageSkeleton,
  ReadStates,
  useReadMeta,
} from "../../components/ui/page-states";
import { RichText } from "../../components/ui/rich-text";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { formatPostDate } from "../../lib/dates";
import { postBySlugKey, siteQueries, useSiteReads } from "../../lib/site-queries";
import { ArticleImages } from "./article-images";
import { articleMeta, articleNotFoundMeta, articleVersions } from "./blog-seo";
import { PostCard, PostFacts } from "./post-card";
import { ShareButton } from "./share-button";
import { island } from "../../components/ui/island";

const ShareButtonIsland = island("share-button", ShareButton);
const ArticleImagesIsland = island("article-images", ArticleImages);
import { TagChips } from "./tag-chips";

/**
 * The article of the address's language, read before the page renders; an article this reader may not see, or one
 * written in another language, makes the page a 404 (drafts included).
 */
export const loader = oneThingLoader((reads, params, url) =>
  siteQueries.postBySlug(reads, params.slug ?? "", languageOfPath(url.pathname), url.searchParams.get(PREVIEW_PARAM)),
);

export const handle: RouteHandle = {
  meta: (context) => {
    const language = languageOfPath(context.pathname);
    return oneThingMeta<PostDetail>(
      (params) => postBySlugKey(params.slug ?? "", language),
      articleMeta,
      articleNotFoundMeta[language],
    )(context);
  },
  languageVersions: ({ params, pathname, data }) => {
    const post = data<PostDetail | null>(postBySlugKey(params.slug ?? "", languageOfPath(pathname)));
    return post?.published ? articleVersions(post) : null;
  },
};

const articleNotFound = (language: LanguageCode): NotFoundCopy => {
  const { title, text, back } = dictionaries[language].blog.articleNotFound;
  return { title, text, back: { to: blogPath(language), label: back } };
};

function ArticleError({ onRetry, retrying, language }: { onRetry: () => void; retrying: boolean; language: LanguageCode }) {
  const words = dictionaries[language].blog;
  return (
    <section role="alert" className="container-page py-20 text-center">
      <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-signal-500" />
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{dictionaries[language].loadError.title}</h1>
      <p className="mt-4 text-lg text-muted">{words.articleLoadErrorText}</p>
      <RetryLink className="btn-primary mt-8" onRetry={onRetry} retrying={retrying} />
    </section>
  );
}

/** Where the kicker, the title, the lead and the cover will be. */
const ARTICLE_BARS = [
  "h-4 w-48 rounded",
  "mt-5 h-10 w-4/5 rounded",
  "mt-5 h-6 w-full rounded",
  "mt-10 aspect-[16/9] w-full rounded-2xl",
];

/** Above an unpublished article seen by staff or through a preview link. */
function PreviewBar({ post }: { post: PostDetail }) {
  const when =
    post.status === "scheduled" && post.published_at
      ? `Programmato per il ${formatPostDate(post.published_at)}: i visitatori non lo vedono ancora.`
      : "Bozza: questo articolo non è visibile ai visitatori.";
  return (
    <div
      role="note"
      data-testid="preview-bar"
      className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-signal-400/20 px-4 py-3 text-sm text-ink"
    >
      <FilePen aria-hidden="true" className="size-4" />
      <strong className="font-semibold">Anteprima — non pubblicato</strong>
      <span>{when}</span>
    </div>
  );
}

function ArticleView({ post }: { post: PostDetail }) {
  const words = dictionaries[post.language].blog;
  return (
    <>
      <article className="container-page max-w-4xl py-12">
        {!post.published ? <PreviewBar post={post} /> : null}
        <header>
          <PostFacts post={post} withAuthor />
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-brand-900 sm:text-5xl">{post.title}</h1>
          {post.excerpt ? <p className="mt-5 text-xl leading-relaxed text-muted">{post.excerpt}</p> : null}
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
            <TagChips tags={post.tags} language={post.language} />
            <ShareButtonIsland title={post.title} text={post.excerpt} />
          </div>
        </header>
        <ResponsiveImage
          src={post.cover_image_info?.url ?? post.cover_image ?? ""}
          srcset={post.cover_image_info?.srcset}
          sizes="(min-width: 896px) 832px, calc(100vw - 2rem)"
          width={post.cover_image_info?.width}
          height={post.cover_image_info?.height}
          priority
          alt={altFor(post.cover_image_info, words.coverAlt(post.title))}
          className="mt-10 aspect-[16/9] h-auto w-full rounded-2xl bg-surface object-cover"
        />
        <RichText html={post.content_html} className="mt-10" />
        <ArticleImagesIsland images={post.article_images_info} title={post.title} />
      </article>
      {post.related && post.related.length > 0 ? (
        <section aria-labelledby="articoli-correlati" className="container-page pb-16" data-testid="related-posts">
          <h2 id="articoli-correlati" className="text-2xl font-bold text-brand-900">
            {words.related}
          </h2>
          <div className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {post.related.map((related) => (
              <PostCard key={related.id} post={related} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
      <ContactCta title={words.cta.title} text={words.cta.text} request={words.cta.request} />
    </>
  );
}

/**
 * One article. Rendered on the server with its data; an article the server could not find is
 * 'Articolo non trovato' in the first HTML and after hydration alike, one it could not read is
 * 'Errore nel caricamento' (until 'Riprova').
 */
function Article({ slug }: { slug: string }) {
  const language = languageOfPath(useLocation().pathname);
  // A preview link carries its token: later reads of an unpublished article need it too.
  const [search] = useSearchParams();
  const token = search.get(PREVIEW_PARAM);
  // The loader read it; an article that could not be read stays 'Errore nel caricamento' until 'Riprova'.
  const post = useQuery({ ...siteQueries.postBySlug(useSiteReads(), slug, language, token), retryOnMount: false });
  useReadMeta(post, articleMeta, articleNotFoundMeta[language]);
  return (
    <ReadStates
      read={post}
      notFound={articleNotFound(language)}
      loading={
        <PageSkeleton label={dictionaries[language].blog.articleLoading} className="max-w-4xl py-12" bars={ARTICLE_BARS} />
      }
      error={<ArticleError onRetry={() => void post.refetch()} retrying={post.isFetching} language={language} />}
    >
      {(data) => <ArticleView post={data} />}
    </ReadStates>
  );
}

export function BlogArticlePage() {
  const { slug = "" } = useParams();
  return <Article key={slug} slug={slug} />;
}
