import { useId, useState, type ChangeEvent } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { POST_LIMITS } from "../../../src/shared/schemas/blog";
import { slugify } from "../../../src/shared/slug";
import { TextField } from "../../components/ui/text-field";
import type { PostFormValues } from "./editor-values";
import { BesideOriginal } from "./translation-beside";

/**
 * The article's words around its text: title, address (slug), summary and tags. A new article's
 * slug follows its title until the slug is edited; an existing article keeps its address.
 */
export function PostTextFields({ followTitle }: { followTitle: boolean }) {
  const excerptId = useId();
  const {
    register,
    setValue,
    clearErrors,
    control,
    formState: { errors },
  } = useFormContext<PostFormValues>();
  const [title, slug, excerpt] = useWatch({ control, name: ["title", "slug", "excerpt"] });
  const [slugEdited, setSlugEdited] = useState(!followTitle);
  const setSlug = (value: string) => {
    setValue("slug", value, { shouldDirty: true });
    clearErrors("slug");
  };
  // Each field's message goes as soon as the field changes.
  const clearing = (name: "excerpt" | "tags") => register(name, { onChange: () => clearErrors(name) });
  const excerptLeft = POST_LIMITS.excerpt - excerpt.length;

  return (
    <>
      <BesideOriginal field="title">
        <TextField
          label="Titolo"
          {...register("title", {
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              clearErrors(["title", "slug"]);
              if (!slugEdited) setSlug(slugify(event.target.value));
            },
          })}
          error={errors.title?.message}
          required
          maxLength={POST_LIMITS.title}
          autoComplete="off"
        />
      </BesideOriginal>
      <div>
        <TextField
          label="Slug (indirizzo dell'articolo)"
          {...register("slug", {
            onChange: () => {
              setSlugEdited(true);
              clearErrors("slug");
            },
            onBlur: (event: ChangeEvent<HTMLInputElement>) => setSlug(slugify(event.target.value)),
          })}
          error={errors.slug?.message}
          autoComplete="off"
          spellCheck={false}
        />
        <p className="mt-1 text-xs text-muted">
          Sarà pubblicato su <span className="font-mono">/blog/{slugify(slug) || slugify(title) || "…"}</span>. Lettere minuscole,
          numeri e trattini: se lo lasci vuoto viene ricavato dal titolo.
        </p>
      </div>
      <BesideOriginal field="excerpt">
        <div>
          <label htmlFor={excerptId} className="field-label">
            Riassunto
          </label>
          <textarea
            id={excerptId}
            {...clearing("excerpt")}
            rows={3}
            maxLength={POST_LIMITS.excerpt}
            aria-invalid={errors.excerpt ? true : undefined}
            aria-describedby={`${excerptId}-help`}
            className="field-input"
          />
          <p id={`${excerptId}-help`} className={errors.excerpt ? "field-error" : "mt-1 text-xs text-muted"}>
            {errors.excerpt?.message ??
              `Compare nelle schede del blog e nei risultati dei motori di ricerca. Caratteri disponibili: ${excerptLeft}.`}
          </p>
        </div>
      </BesideOriginal>
      <BesideOriginal field="tags">
        <div>
          <TextField
            label="Tag"
            {...clearing("tags")}
            error={errors.tags?.message}
            placeholder="lettura targhe, aeroporti"
            autoComplete="off"
          />
          {!errors.tags ? <p className="mt-1 text-xs text-muted">Separati da virgole.</p> : null}
        </div>
      </BesideOriginal>
    </>
  );
}
