import { ChevronRight } from "../ui/lucide-icons";
import { Link } from "../../lib/links";
import type { Crumb } from "../../content/breadcrumbs";
import { useDictionary } from "../../content/dictionary";

export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const { breadcrumb } = useDictionary();
  return (
    <nav aria-label={breadcrumb.label} className="container-page pt-3">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {trail.map((crumb, index) => (
          <li key={crumb.label} className="flex items-center gap-1">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
            {crumb.to ? (
              <Link to={crumb.to} className="text-brand-700 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
