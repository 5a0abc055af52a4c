import { useDictionary } from "../../content/dictionary";
import { whatsappHref } from "../../../src/shared/business-facts";
import { useSettings } from "../../lib/settings";
import { WhatsappIcon } from "../ui/brand-icons";

/** Floating WhatsApp button, phones only, opening a chat with a prefilled request. */
export function WhatsappFloat() {
  const settings = useSettings();
  const { whatsapp } = useDictionary();
  return (
    <a
      href={whatsappHref(settings.whatsapp, whatsapp.message)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="whatsapp-float"
      aria-label={whatsapp.float}
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg hover:brightness-110 md:hidden"
    >
      <WhatsappIcon className="size-7" />
    </a>
  );
}
