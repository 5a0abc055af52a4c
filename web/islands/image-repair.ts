import { nextFallback } from "../lib/image-paths";

/**
 * Spec §2 for the pictures of a page whose HTML the server made: a picture that cannot load
 * becomes the next fallback image, or disappears, or a grey box, as its `data-on-failure` asks
 * (SafeImage writes it). Islands repair their own pictures.
 */
function repair(img: HTMLImageElement) {
  const mode = img.dataset.onFailure;
  if (!mode || img.closest("[data-island]")) return;
  if (mode === "fallback") {
    const next = nextFallback(img.getAttribute("src") ?? "");
    if (!next) return;
    img.removeAttribute("srcset");
    img.removeAttribute("sizes");
    img.src = next;
    return;
  }
  console.warn(`Immagine non caricata: ${img.getAttribute("src")}`);
  if (mode === "hide") {
    img.remove();
    return;
  }
  const box = document.createElement("span");
  box.setAttribute("role", "img");
  box.setAttribute("aria-label", img.alt);
  box.dataset.imageFailed = "grey";
  box.className = `block bg-slate-200 ${img.className}`;
  img.replaceWith(box);
}

export function repairFailedImages(): void {
  document.addEventListener(
    "error",
    (e) => {
      if (e.target instanceof HTMLImageElement) repair(e.target);
    },
    true,
  );
  for (const img of Array.from(document.images)) {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute("src")) repair(img);
  }
}
