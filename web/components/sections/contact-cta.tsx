import { CtaSection } from "./cta-section";
import { useDictionary } from "../../content/dictionary";

/**
 * The close of a page about one thing (an article, a reference): what to ask for, as a request on /contatti, or a
 * call now.
 */
export function ContactCta({ title, text, request }: { title: string; text: string; request: string }) {
  const { callNow } = useDictionary().sections;
  return (
    <CtaSection
      block={{
        kind: "cta",
        title,
        text,
        actions: [
          { label: request, to: "/contatti" },
          { label: callNow, call: "phone", variant: "secondary" },
        ],
      }}
    />
  );
}
