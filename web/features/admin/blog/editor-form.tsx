import { Loader2, Save, Send } from "lucide-react";
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from "react";
import { blogMessages, POST_LIMITS, postFieldsSchema } from "../../../../src/shared/schemas/blog";
import { fieldErrors } from "../../../../src/shared/schemas/validation";
import { slugify } from "../../../../src/shared/slug";
import type { PostDetail } from "../../../../src/shared/blog";
import { TextField } from "../../../components/ui/text-field";
import { toastError, toastSuccess } from "../../../lib/toast";
import { ArticleImagesField } from "./article-images-field";
import { CoverField } from "./cover-field";
import { imageAddressProblem } from "./image-address";
import { MarkdownField } from "./markdown-field";
import { toFormData, useBlogWrites, type PostFormValues } from "./use-blog-admin";

export const emptyPost: PostFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  tags: "",
  published: false,
  cover_image: "",
  article_images: [],
};

export function valuesOf(post: PostDetail): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    tags: post.tags,
    published: post.published,
    cover_image: post.cover_image ?? "",
    article_images: post.article_images,
  };
}

type Errors = Partial<Record<keyof PostFormValues, string>>;

/** The editor's own checks, with the messages of spec §5 and the server's rules (one zod schema). */
function validatePost(values: PostFormValues): Errors {
  const parsed = postFieldsSchema.safeParse(values);
  const errors: Errors = parsed.success ? {} : (fieldErrors(parsed.error) as Errors);
  const coverProblem = values.cover_image.trim() ? imageAddressProblem(values.cover_image) : null;
  if (coverProblem) errors.cover_image = coverProblem;
  return errors;
}

export interface EditorFormProps {
  postId: number | null;
  initial: PostFormValues;
  /** Kept current on every commit, so that a close right after a keystroke knows about it. */
  dirtyRef: { current: boolean };
  onSaved: () => void;
  onCancel: () => void;
}

/** The fields of the article editor (new and edit mode) and its save. */
export function EditorForm({ postId, initial, dirtyRef, onSaved, onCancel }: EditorFormProps) {
  const ids = { excerpt: useId(), content: useId(), published: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  /** The server's refusal, inside the modal so that screen readers hear it (the page behind is hidden from them). */
  const [saveError, setSaveError] = useState<string | null>(null);
  // A new article's slug follows its title until the slug is edited; an existing article keeps its address.
  const [slugEdited, setSlugEdited] = useState(postId !== null);
  const { save } = useBlogWrites();
  /** Fields whose pictures are still uploading: saving waits for them. */
  const [busyFields, setBusyFields] = useState<ReadonlySet<string>>(new Set());
  const busyChange = useCallback(
    (field: string) => (busy: boolean) =>
      setBusyFields((current) => {
        const next = new Set(current);
        if (busy) next.add(field);
        else next.delete(field);
        return next;
      }),
    [],
  );
  const coverBusy = useMemo(() => busyChange("cover"), [busyChange]);
  const imagesBusy = useMemo(() => busyChange("images"), [busyChange]);
  const uploading = busyFields.size > 0;
  const setCover = useCallback((cover: string) => {
    setValues((current) => ({ ...current, cover_image: cover }));
    setErrors((current) => ({ ...current, cover_image: undefined }));
  }, []);
  const addArticleImage = useCallback((url: string) => {
    setValues((current) => ({ ...current, article_images: [...current.article_images, url] }));
    setErrors((current) => ({ ...current, article_images: undefined }));
  }, []);

  // After a refused save the first field in error gets the focus.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(initial), [values, initial]);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty, dirtyRef]);

  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onTitle = (title: string) => {
    setValues((current) => ({ ...current, title, slug: slugEdited ? current.slug : slugify(title) }));
    setErrors((current) => ({ ...current, title: undefined, slug: undefined }));
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (save.isPending || uploading) return;
    setSaveError(null);
    const found = validatePost(values);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      const missing = !values.title.trim() || !values.content.trim();
      toastError(
        "Errore",
        missing ? blogMessages.titleAndContentRequired : (Object.values(found).find(Boolean) ?? blogMessages.saveFailed),
      );
      setFocusRequest((n) => n + 1);
      return;
    }
    save.mutate(
      { id: postId, form: toFormData({ ...values, slug: slugify(values.slug) }) },
      {
        onSuccess: () => {
          toastSuccess("Successo", postId === null ? "Articolo creato" : "Articolo aggiornato");
          onSaved();
        },
        onError: (error) => {
          if (error.status === 409) setErrors((current) => ({ ...current, slug: error.message }));
          setSaveError(error.message || blogMessages.saveFailed);
          toastError("Errore", error.message || blogMessages.saveFailed);
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
      event.preventDefault();
      submit();
    }
  };

  const excerptLeft = POST_LIMITS.excerpt - values.excerpt.length;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      onKeyDown={onKeyDown}
      className="flex min-h-0 flex-1 flex-col"
      aria-busy={save.isPending}
    >
      <div className="grid min-h-0 flex-1 gap-6 overflow-y-auto px-6 py-5">
        <TextField
          label="Titolo"
          value={values.title}
          onChange={(event) => onTitle(event.target.value)}
          error={errors.title}
          required
          maxLength={POST_LIMITS.title}
          autoComplete="off"
        />
        <div>
          <TextField
            label="Slug (indirizzo dell'articolo)"
            value={values.slug}
            onChange={(event) => {
              setSlugEdited(true);
              set("slug", event.target.value);
            }}
            onBlur={() => set("slug", slugify(values.slug))}
            error={errors.slug}
            autoComplete="off"
            spellCheck={false}
          />
          <p className="mt-1 text-xs text-muted">
            Sarà pubblicato su <span className="font-mono">/blog/{slugify(values.slug) || slugify(values.title) || "…"}</span>.
            Lettere minuscole, numeri e trattini: se lo lasci vuoto viene ricavato dal titolo.
          </p>
        </div>
        <div>
          <label htmlFor={ids.excerpt} className="field-label">
            Riassunto
          </label>
          <textarea
            id={ids.excerpt}
            value={values.excerpt}
            onChange={(event) => set("excerpt", event.target.value)}
            rows={3}
            maxLength={POST_LIMITS.excerpt}
            aria-invalid={errors.excerpt ? true : undefined}
            aria-describedby={`${ids.excerpt}-help`}
            className="field-input"
          />
          <p id={`${ids.excerpt}-help`} className={errors.excerpt ? "field-error" : "mt-1 text-xs text-muted"}>
            {errors.excerpt ??
              `Compare nelle schede del blog e nei risultati dei motori di ricerca. Caratteri disponibili: ${excerptLeft}.`}
          </p>
        </div>
        <div>
          <TextField
            label="Tag"
            value={values.tags}
            onChange={(event) => set("tags", event.target.value)}
            error={errors.tags}
            placeholder="lettura targhe, aeroporti"
            autoComplete="off"
          />
          {!errors.tags ? <p className="mt-1 text-xs text-muted">Separati da virgole.</p> : null}
        </div>
        <MarkdownField
          id={ids.content}
          value={values.content}
          onChange={(content) => set("content", content)}
          error={errors.content}
        />
        <CoverField value={values.cover_image} onChange={setCover} onBusyChange={coverBusy} error={errors.cover_image} />
        <ArticleImagesField
          value={values.article_images}
          onChange={(images) => set("article_images", images)}
          onAdd={addArticleImage}
          onBusyChange={imagesBusy}
          error={errors.article_images}
        />
      </div>
      {saveError ? (
        <p role="alert" className="border-t border-red-200 bg-red-50 px-6 py-2 text-sm text-danger-700">
          {blogMessages.saveFailed}: {saveError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-4 border-t border-line bg-surface px-6 py-4">
        <div className="flex items-center gap-2">
          <input
            id={ids.published}
            type="checkbox"
            checked={values.published}
            onChange={(event) => set("published", event.target.checked)}
            className="size-5 rounded border-slate-300 accent-brand-600"
          />
          <label htmlFor={ids.published} className="text-sm font-medium text-ink">
            Pubblica articolo
          </label>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={save.isPending}>
            Annulla
          </button>
          <button type="submit" className="btn-primary" disabled={save.isPending || uploading}>
            {save.isPending || uploading ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : values.published ? (
              <Send aria-hidden="true" className="size-4" />
            ) : (
              <Save aria-hidden="true" className="size-4" />
            )}
            {save.isPending
              ? "Salvataggio in corso..."
              : uploading
                ? "Caricamento immagini..."
                : values.published
                  ? "Pubblica"
                  : "Salva Bozza"}
          </button>
        </div>
      </div>
    </form>
  );
}
