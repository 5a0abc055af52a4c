import type { ReactNode } from "react";
import { Link } from "../../lib/links";
import { isExternalLink } from "../../../src/shared/pages/site-links";

/** A link of page copy: a router link for the site's own pages, a plain link for tel:, mailto: and https:. */
export function SiteLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  if (isExternalLink(to)) {
    return (
      <a href={to} className={className} rel={to.startsWith("https:") ? "noopener noreferrer" : undefined}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
