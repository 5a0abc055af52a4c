import { Phone } from "./lucide-icons";
import { SiteLink } from "./site-link";
import type { Action } from "../../content/types";
import { telHref } from "../../../src/shared/business-facts";
import { useSettings } from "../../lib/settings";
import { island } from "./island";
import { ScrollButton } from "./scroll-button";

const ScrollButtonIsland = island("scroll-button", ScrollButton);

const variantClass = (variant: Action["variant"], onDark: boolean) => {
  if (onDark) return variant === "secondary" ? "btn-outline-on-dark" : "btn-on-dark";
  return variant === "secondary" ? "btn-secondary" : "btn-primary";
};

/** Renders a content action: a router link, a tel: link with the number from the settings, or a scroll button. */
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
  return (
    <SiteLink to={action.to} className={className}>
      {action.label}
    </SiteLink>
  );
}
