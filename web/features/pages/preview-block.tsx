import { type ReactNode, useEffect, useRef } from "react";

/** The attribute that tells which block of the page a click in the preview landed on (its place in the page's blocks). */
export const BLOCK_INDEX_ATTRIBUTE = "data-block-index";

/**
 * One block of the page in the editor's preview: a click on it, or its 'Modifica' button, opens its form in the editor
 * (the preview frame hears the click). The block being edited is marked and scrolled to, inside the preview only.
 * The button comes first, so Tab reaches it before the block's own links. `scale` is the frame's: the button and the mark keep their size on screen in a shrunken preview.
 */
export function PreviewBlock({
  index,
  label,
  editing,
  scale,
  children,
}: {
  index: number;
  /** The button's accessible name: 'Modifica il blocco «Titolo»'. */
  label: string;
  editing: boolean;
  scale: number;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    const view = element?.ownerDocument.defaultView;
    if (!editing || !element || !view) return;
    const still = view.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const top = element.getBoundingClientRect().top + view.scrollY;
    // The frame's own scroll: the editor's page stays where staff are typing.
    view.scrollTo({ top: Math.max(0, top - 8 / scale), behavior: still ? "auto" : "smooth" });
  }, [editing, scale]);

  const mark = `${Math.ceil(3 / scale)}px`;
  return (
    <div
      ref={box}
      {...{ [BLOCK_INDEX_ATTRIBUTE]: index }}
      data-editing={editing || undefined}
      className="group relative cursor-pointer"
    >
      <span
        aria-hidden="true"
        className={`pointer-events-none absolute inset-0 z-10 ${editing ? "" : "opacity-0 group-hover:opacity-60"}`}
        style={{ boxShadow: `inset 0 0 0 ${mark} var(--color-brand-600)` }}
      />
      <button
        type="button"
        aria-label={label}
        className={`absolute top-0 right-0 z-20 m-[0.5em] rounded-[0.5em] bg-brand-600 px-[0.8em] py-[0.4em] font-semibold text-white shadow-md hover:bg-brand-700 ${editing ? "" : "opacity-0 group-hover:opacity-100 focus:opacity-100"}`}
        style={{ fontSize: `${Math.round(14 / scale)}px` }}
      >
        Modifica
      </button>
      {children}
    </div>
  );
}
