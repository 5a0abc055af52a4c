import { type ReactNode, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { BLOCK_INDEX_ATTRIBUTE } from "./preview-block";

/**
 * A page preview at a real viewport width: an iframe whose document carries the site's stylesheet,
 * so the responsive layout is the one visitors get at that width. React renders into it through a
 * portal, keeping the app's providers (settings, router, feature blocks). A click on a block (see PreviewBlock) is
 * handed to `onPick` with the block's place in the page.
 */
export function PreviewFrame({
  title,
  width,
  height,
  scale,
  onPick,
  children,
}: {
  title: string;
  /** Viewport width in CSS pixels. */
  width: number;
  height: number;
  scale: number;
  onPick?: (index: number) => void;
  children: ReactNode;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const [root, setRoot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const iframe = frame.current;
    const prepare = () => {
      const doc = iframe?.contentDocument;
      if (!doc) return;
      doc.documentElement.lang = "it";
      doc.title = title;
      for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
        doc.head.append(link.cloneNode(true));
      }
      doc.body.className = document.body.className;
      const main = doc.createElement("main");
      doc.body.append(main);
      // A preview is for looking: links and buttons inside it do not navigate the editor away.
      main.addEventListener("click", (event) => {
        const target = event.target as Element | null;
        if (target?.closest("a, button")) event.preventDefault();
        const block = target?.closest(`[${BLOCK_INDEX_ATTRIBUTE}]`);
        if (block) pick.current?.(Number(block.getAttribute(BLOCK_INDEX_ATTRIBUTE)));
      });
      setRoot(main);
    };
    prepare();
  }, [title]);

  return (
    <div
      style={{ width: width * scale, height: height * scale }}
      className="overflow-hidden rounded-lg border border-line bg-white shadow-sm"
    >
      <iframe
        ref={frame}
        title={title}
        style={{ width, height, transform: `scale(${scale})`, transformOrigin: "0 0", border: 0 }}
      />
      {root ? createPortal(children, root) : null}
    </div>
  );
}
