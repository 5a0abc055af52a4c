import { useQueryClient } from "@tanstack/react-query";
import { ArrowRight, CalendarDays, Clock, UserRound } from "../../components/ui/lucide-icons";
import { Link } from "../../lib/links";
import { articlePath, type PostSummary } from "../../../src/shared/blog";
import { dictionaries } from "../../content/dictionary";
import { publicDateOf } from "../../../src/shared/blog-status";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { formatPostDate } from "../../lib/dates";
import { siteQueries, useSiteReads } from "../../lib/site-queries";

/** Date and reading time of a post, as the cards and the article show them, in the post's language. */
export function PostFacts({
  post,
  className = "",
  withAuthor = false,
}: {
  post: PostSummary;
  className?: string;
  /** The article names its author; the cards do not. */
  withAuthor?: boolean;
}) {
  const words = dictionaries[post.language].blog;
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted ${className}`}>
      {withAuthor && post.author ? (
        <span className="inline-flex items-center gap-1.5" data-testid="post-author">
          <UserRound aria-hidden="true" className="size-4" />
          {`${words.by} `}
          {post.author.name}
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={publicDateOf(post)}>{formatPostDate(publicDateOf(post), post.language)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {words.readingTime(post.reading_time)}
      </span>
    </p>
  );
}

/** Cards are three across from lg, two from md, one on phones (container max 80rem, 2rem gaps). */
const CARD_SIZES =
  "(min-width: 1280px) 384px, (min-width: 1024px) calc((100vw - 8rem) / 3), (min-width: 768px) calc((100vw - 5rem) / 2), calc(100vw - 2rem)";

/** One article in the blog grid: the whole card leads to it. The first card's picture is the page's main one (`priority`). */
export function PostCard({
  post,
  headingLevel = 2,
  priority = false,
}: {
  post: PostSummary;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const queryClient = useQueryClient();
  // The article is usually in the cache before the click lands: it opens at once, title and all.
  const reads = useSiteReads();
  const prefetch = () => void queryClient.prefetchQuery(siteQueries.postBySlug(reads, post.slug, post.language));
  return (
    <article className="card group relative flex flex-col overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-brand-300 hover:shadow-lg">
      <ResponsiveImage
        src={post.cover_image_info?.url ?? post.cover_image ?? ""}
        srcset={post.cover_image_info?.srcset}
        sizes={CARD_SIZES}
        width={post.cover_image_info?.width}
        height={post.cover_image_info?.height}
        alt=""
        className="aspect-[16/9] h-auto w-full bg-surface object-cover"
        priority={priority}
      />
      <div className="flex flex-1 flex-col p-6">
        <PostFacts post={post} />
        <Heading className="mt-3 text-xl font-bold text-brand-900">
          <Link
            to={articlePath(post.slug, post.language)}
            onMouseEnter={prefetch}
            onFocus={prefetch}
            onTouchStart={prefetch}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-brand-700"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="mt-3 line-clamp-3 text-muted">{post.excerpt}</p> : null}
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand-700">
          {dictionaries[post.language].blog.readMore}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
