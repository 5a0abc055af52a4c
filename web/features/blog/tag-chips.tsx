import { Link } from "../../lib/links";
import { splitTags, tagPath } from "../../../src/shared/blog";

/** The comma-separated tags of a post as chips, each leading to its tag page. */
export function TagChips({ tags, className = "" }: { tags: string; className?: string }) {
  const list = splitTags(tags);
  if (list.length === 0) return null;
  return (
    <ul aria-label="Tag" className={`flex flex-wrap gap-2 ${className}`}>
      {list.map((tag) => (
        <li key={tag}>
          <Link
            to={tagPath(tag)}
            className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-100 hover:underline"
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
