import { Languages } from "../ui/lucide-icons";

/** The same page in another language (or that language's home page where the page has no translation). */
export interface LanguageLink {
  /** What `hreflang` and `lang` say ("en"). */
  lang: string;
  /** The language's own name ("English"). */
  name: string;
  href: string;
}

/**
 * The language switcher: a plain link to each other language's version of the page, named in its
 * own language. Visitors choose; the site never redirects by the browser's language.
 */
export function LanguageSwitcher({
  links,
  label,
  compact = false,
  className = "",
}: {
  links: LanguageLink[];
  label: string;
  /** In the header's bar, where room is short: the language's code ('EN'), its name said to screen readers only. */
  compact?: boolean;
  className?: string;
}) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} className={`items-center ${className}`}>
      {/* Beside the full menu the bar is short of room: the icon comes back on the widest screens. */}
      <Languages aria-hidden="true" className={`size-4 text-muted ${compact ? "xl:hidden 2xl:block" : ""}`} />
      <ul className="flex items-center gap-1">
        {links.map((link) => (
          <li key={link.lang}>
            <a
              href={link.href}
              hrefLang={link.lang}
              lang={link.lang}
              className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold text-ink hover:bg-brand-50 hover:text-brand-700"
            >
              {compact ? (
                <>
                  {link.lang.toUpperCase()}
                  <span className="sr-only"> – {link.name}</span>
                </>
              ) : (
                link.name
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
