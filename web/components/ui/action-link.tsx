import { Download, Phone } from "./lucide-icons";
import { SiteLink } from "./site-link";
import type { Action } from "../../content/types";
import { telHref } from "../../../src/shared/business-facts";
import { datasheetProduct } from "../../../src/shared/pages/site-links";
import { useSettings } from "../../lib/settings";
import { island } from "./island";
import { ScrollButton } from "./scroll-button";

const ScrollButtonIsland = island("scroll-button", ScrollButton);

const variantClass = (variant: Action["variant"], onDark: boolean) => {
  if (onDark) return variant === "secondary" ? "btn-outline-on-dark" : "btn-on-dark";
  return variant === "secondary" ? "btn-secondary" : "btn-primary";
};

/**
 * Renders a content action: a router link, a download link for a product's datasheet (decision 29),
 * a tel: link with the number from the settings, or a scroll button.
 */
export function ActionLink({ action, onDark = false }: { action: Action; onDark?: boolean }) {
  const settings = useSettings();
  const className = variantClass(action.variant, onDark);
  if ("call" in action) {
    return (
      <a href={telHref(settings[action.call])} className={className}>
        <Phone aria-hidden="true" className="size-4" />
        {action.label}
      </a>
    );
  }
  if ("scrollTo" in action) {
    return <ScrollButtonIsland label={action.label} target={action.scrollTo} className={className} />;
  }
  const datasheet = datasheetProduct(action.to);
  if (datasheet) {
    // A file, not a page: a plain link the browser downloads, which says so to a screen reader.
    return (
      <a
        href={action.to}
        download={`scheda-${datasheet.slice("/prodotti/".length)}.pdf`}
        type="application/pdf"
        className={className}
      >
        <Download aria-hidden="true" className="size-4" />
        {action.label}
        <span className="sr-only"> (PDF)</span>
      </a>
    );
  }
  return (
    <SiteLink to={action.to} className={className}>
      {action.label}
    </SiteLink>
  );
}
