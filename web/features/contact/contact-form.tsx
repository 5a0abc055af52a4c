import { useLocation } from "react-router-dom";
import type { ContactFormBlock } from "../../content/types";
import { ContactFormFields } from "./contact-form-fields";

/** The request form of the contact page (spec §2, §5, §7). */
export function ContactForm({ block }: { block: ContactFormBlock }) {
  const { search } = useLocation();
  return (
    <section id={block.id} aria-labelledby="contact-form-title" className="bg-surface py-16">
      <div className="container-page">
        <div className="card mx-auto max-w-3xl p-6 sm:p-10">
          <h2 id="contact-form-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {block.title}
          </h2>
          {block.intro ? <p className="mt-2 text-muted">{block.intro}</p> : null}
          <div className="mt-8">
            {/* A new ?tipo= or ?messaggio= (another product's button) starts a fresh form. */}
            <ContactFormFields key={search} />
          </div>
        </div>
      </div>
    </section>
  );
}
