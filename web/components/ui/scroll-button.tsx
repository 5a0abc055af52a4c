import { ArrowDown } from "./lucide-icons";
import { scrollToSection } from "../../lib/motion";

/** A button that scrolls smoothly to a section of the page. */
export function ScrollButton({ label, target, className }: { label: string; target: string; className: string }) {
  return (
    <button type="button" className={className} onClick={() => scrollToSection(target)}>
      {label}
      <ArrowDown aria-hidden="true" className="size-4" />
    </button>
  );
}
