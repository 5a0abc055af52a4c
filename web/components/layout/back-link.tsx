import { ArrowLeft } from "../ui/lucide-icons";
import { useLocation } from "react-router-dom";
import { Link } from "../../lib/links";
import { backLinkFor } from "../../lib/back-link";

export function BackLink({ className = "" }: { className?: string }) {
  const { pathname } = useLocation();
  const target = backLinkFor(pathname);
  if (!target) return null;
  return (
    <div className={`container-page pt-4 ${className}`}>
      <Link
        to={target.to}
        data-testid="back-link"
        className="inline-flex items-center gap-1.5 rounded-md py-1 text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {target.label}
      </Link>
    </div>
  );
}
