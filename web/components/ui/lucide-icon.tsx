import type { IconNode } from "lucide";

interface IconProps {
  className?: string;
  /** Every icon is decorative: the text beside it, or its button's label, says what it means. */
  "aria-hidden"?: true | "true";
}

export type IconComponent = (props: IconProps) => React.JSX.Element;

/** An attribute's value as React writes it in HTML. */
const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** An icon's shapes as markup, `<path d="…"></path>…`, the same React writes for them. */
export function shapesMarkup(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
        .join("");
      return `<${tag}${written}></${tag}>`;
    })
    .join("");
}

/**
 * A lucide icon as a plain `<svg>`, drawn as lucide draws it (24-unit grid, 2-unit round stroke in
 * the text colour) without a component library's context, refs and attribute merging on every use.
 * Its shapes never change: their markup is written once, not rendered element by element on every
 * page (a page's header, footer and cards draw dozens of icons).
 */
export function lucideIcon(node: IconNode): IconComponent {
  let shapes: { __html: string } | undefined;
  return function LucideIcon({ className }: IconProps) {
    shapes ??= { __html: shapesMarkup(node) };
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
        aria-hidden="true"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the shapes of an icon built into the program, never text from outside.
        dangerouslySetInnerHTML={shapes}
      />
    );
  };
}
