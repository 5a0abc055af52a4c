import { splitTags } from "../../../src/shared/blog";

/** The comma-separated tags of a post as chips. */
export function TagChips({ tags, className = "" }: { tags: string; className?: string }) {
  const list = splitTags(tags);
  if (list.length === 0) return null;
  return (
    <ul aria-label="Tag" className={`flex flex-wrap gap-2 ${className}`}>
      {list.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
          {tag}
        </li>
      ))}
    </ul>
  );
}
