import type { IconNode } from "lucide";
import { createElement } from "react";

interface IconProps {
  className?: string;
  /** Every icon is decorative: the text beside it, or its button's label, says what it means. */
  "aria-hidden"?: true | "true";
}

export type IconComponent = (props: IconProps) => React.JSX.Element;

/**
 * A lucide icon as a plain `<svg>`, drawn as lucide draws it (24-unit grid, 2-unit round stroke in
 * the text colour) without a component library's context, refs and attribute merging on every use.
 */
export function lucideIcon(node: IconNode): IconComponent {
  return function LucideIcon({ className }: IconProps) {
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
      >
        {/* An icon's shapes never move: their order is their identity. */}
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  };
}
