import { Link } from "../../lib/links";
import { splitTags, tagPath } from "../../../src/shared/blog";
import type { LanguageCode } from "../../../src/shared/languages";
import { dictionaries } from "../../content/dictionary";

/** The comma-separated tags of a post as chips, each leading to its tag page in the post's language. */
export function TagChips({ tags, language, className = "" }: { tags: string; language: LanguageCode; className?: string }) {
  const list = splitTags(tags);
  if (list.length === 0) return null;
  return (
    <ul aria-label={dictionaries[language].blog.tags} className={`flex flex-wrap gap-2 ${className}`}>
      {list.map((tag) => (
        <li key={tag}>
          <Link
            to={tagPath(tag, language)}
            className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-100 hover:underline"
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
