import { Share2 } from "../../components/ui/lucide-icons";
import { toastError, toastSuccess } from "../../lib/toast";
import { useDictionary } from "../../content/dictionary";

/**
 * Spec §2: the system share sheet where the browser has one, otherwise the page address is
 * copied. Decided on click, so the server's HTML and the hydrated page are the same.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const words = useDictionary().blog.share;
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toastSuccess(words.copied, words.copiedText);
    } catch {
      toastError(words.failed, words.failedText(url));
    }
  };

  return (
    <button type="button" className="btn-secondary" onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" />
      {words.label}
    </button>
  );
}
