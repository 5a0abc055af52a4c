import { ArrowLeft } from "../ui/lucide-icons";
import { useLocation } from "react-router-dom";
import { Link } from "../../lib/links";
import { backLinkFor } from "../../lib/back-link";
import { dictionaryOf } from "../../content/dictionary";

export function BackLink({ className = "" }: { className?: string }) {
  const { pathname } = useLocation();
  const target = backLinkFor(pathname);
  if (!target) return null;
  const { backLink } = dictionaryOf(pathname);
  // The back link's words in the page's language: the home page's, or the blog's.
  const label = target.to === "/blog" ? backLink.blog : target.to === "/" ? backLink.home : target.label;
  return (
    <div className={`container-page pt-4 ${className}`}>
      <Link
        to={target.to}
        data-testid="back-link"
        className="inline-flex items-center gap-1.5 rounded-md py-1 text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {label}
      </Link>
    </div>
  );
}
