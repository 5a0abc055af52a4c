import type { ImageText } from "../../../src/shared/alt-text";
import { useId } from "react";
import type { FieldErrors, PathValue } from "react-hook-form";
import { POST_LIMITS, SEO_ADVICE } from "../../../src/shared/schemas/blog";
import { slugify } from "../../../src/shared/slug";
import { SearchPreviews } from "../../components/ui/search-previews";
import { CoverField, type CoverFieldCopy } from "./cover-field";
import { BesideOriginal } from "./translation-beside";
import type { PostFormValues } from "./editor-values";

type SeoKey = "seo_title" | "meta_description" | "social_image" | "canonical_url" | "noindex";

export interface SeoPanelProps {
  values: PostFormValues;
  errors: FieldErrors<PostFormValues>;
  onChange: <K extends SeoKey>(key: K, value: PathValue<PostFormValues, K>) => void;
  onBusyChange: (busy: boolean) => void;
  onText: (url: string, text: ImageText) => void;
  /** The message asking for a picture's alt text, for the picture publishing found without one. */
  textErrorFor: (url: string) => string | undefined;
}

const SOCIAL_COPY: CoverFieldCopy = {
  legend: "Immagine per la condivisione",
  previewAlt: "Anteprima dell'immagine per la condivisione",
  empty: "Usa la copertina",
  upload: "Carica un'immagine per i social (1200×630 consigliati; JPEG, PNG, WebP o GIF, al massimo 10 MB)",
  uploading: "Caricamento dell'immagine per la condivisione",
  remove: "Rimuovi l'immagine per la condivisione",
  hint: "Se la lasci vuota, LinkedIn, Facebook e WhatsApp mostrano la copertina.",
  testId: "social-preview",
  altLabel: "Testo alternativo dell'immagine per i social",
};

function Counter({ id, length, advice, max }: { id: string; length: number; advice: number; max: number }) {
  const over = length > advice;
  return (
    <p id={id} className={`mt-1 text-xs ${over ? "font-medium text-amber-800" : "text-muted"}`} aria-live="polite">
      {length}/{advice} caratteri consigliati{over ? " · verrà tagliato nei risultati di ricerca" : ""} (massimo {max})
    </p>
  );
}

/** 'Ricerca e condivisione': what Google and link cards show, with counters and a live preview of both. */
export function SeoPanel({ values, errors, onChange, onBusyChange, onText, textErrorFor }: SeoPanelProps) {
  const ids = { title: useId(), description: useId(), canonical: useId(), noindex: useId() };
  const shownTitle = values.seo_title.trim() || values.title.trim() || "Titolo dell'articolo";
  const shownDescription = values.meta_description.trim() || values.excerpt.trim() || "Descrizione dell'articolo.";
  const slug = slugify(values.slug) || slugify(values.title) || "…";
  const host = typeof window === "undefined" ? "" : window.location.host;
  const cardImage = values.social_image.trim() || values.cover_image.trim();

  return (
    <details className="rounded-xl border border-line" data-testid="seo-panel">
      <summary className="cursor-pointer px-4 py-3 font-semibold text-brand-900">Ricerca e condivisione (SEO)</summary>
      <div className="grid gap-5 border-t border-line px-4 py-4">
        <BesideOriginal field="seo_title">
          <div>
            <label htmlFor={ids.title} className="field-label">
              Titolo SEO
            </label>
            <input
              id={ids.title}
              className="field-input"
              value={values.seo_title}
              maxLength={POST_LIMITS.seoTitle}
              placeholder={values.title}
              onChange={(event) => onChange("seo_title", event.target.value)}
              aria-invalid={errors.seo_title ? true : undefined}
              aria-describedby={`${ids.title}-count`}
              autoComplete="off"
            />
            {errors.seo_title ? <p className="field-error">{errors.seo_title.message}</p> : null}
            <Counter id={`${ids.title}-count`} length={shownTitle.length} advice={SEO_ADVICE.title} max={POST_LIMITS.seoTitle} />
          </div>
        </BesideOriginal>
        <BesideOriginal field="meta_description">
          <div>
            <label htmlFor={ids.description} className="field-label">
              Meta description
            </label>
            <textarea
              id={ids.description}
              className="field-input"
              rows={3}
              value={values.meta_description}
              maxLength={POST_LIMITS.metaDescription}
              placeholder={values.excerpt}
              onChange={(event) => onChange("meta_description", event.target.value)}
              aria-invalid={errors.meta_description ? true : undefined}
              aria-describedby={`${ids.description}-count`}
            />
            {errors.meta_description ? <p className="field-error">{errors.meta_description.message}</p> : null}
            <Counter
              id={`${ids.description}-count`}
              length={shownDescription.length}
              advice={SEO_ADVICE.description}
              max={POST_LIMITS.metaDescription}
            />
          </div>
        </BesideOriginal>

        <SearchPreviews
          crumbs={`${host} › blog › ${slug}`}
          host={host}
          title={shownTitle}
          description={shownDescription}
          image={cardImage}
          titleAdvice={SEO_ADVICE.title}
          descriptionAdvice={SEO_ADVICE.description}
        />

        <CoverField
          value={values.social_image}
          onChange={(url) => onChange("social_image", url)}
          onBusyChange={onBusyChange}
          error={errors.social_image?.message}
          copy={SOCIAL_COPY}
          texts={values.image_texts}
          onText={onText}
          textError={textErrorFor(values.social_image)}
        />
        <div>
          <label htmlFor={ids.canonical} className="field-label">
            URL canonico (facoltativo)
          </label>
          <input
            id={ids.canonical}
            className="field-input"
            type="url"
            inputMode="url"
            value={values.canonical_url}
            placeholder="https://"
            onChange={(event) => onChange("canonical_url", event.target.value)}
            aria-invalid={errors.canonical_url ? true : undefined}
            aria-describedby={`${ids.canonical}-help`}
            autoComplete="off"
          />
          <p id={`${ids.canonical}-help`} className={errors.canonical_url ? "field-error" : "mt-1 text-xs text-muted"}>
            {errors.canonical_url?.message ??
              "Solo se l'articolo è stato pubblicato prima altrove: i motori di ricerca considerano originale quell'indirizzo."}
          </p>
        </div>
        <div className="flex items-start gap-2">
          <input
            id={ids.noindex}
            type="checkbox"
            checked={values.noindex}
            onChange={(event) => onChange("noindex", event.target.checked)}
            className="mt-0.5 size-5 rounded border-slate-300 accent-brand-600"
          />
          <label htmlFor={ids.noindex} className="text-sm text-ink">
            <span className="font-medium">Nascondi ai motori di ricerca (noindex)</span>
            <span className="block text-xs text-muted">L'articolo resta visibile sul sito, ma non compare su Google.</span>
          </label>
        </div>
      </div>
    </details>
  );
}
