import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { blogMessages, POST_LIMITS } from "../../../../src/shared/schemas/blog";
import { slugify } from "../../../../src/shared/slug";
import { TextField } from "../../../components/ui/text-field";
import { toastError, toastSuccess } from "../../../lib/toast";
import { useSaveShortcut } from "../../../lib/use-save-shortcut";
import { ArticleImagesField } from "./article-images-field";
import { AuthorField } from "./author-field";
import { PreviewLink } from "./preview-link";
import { SeoPanel } from "./seo-panel";
import { CoverField } from "./cover-field";
import { MarkdownField } from "./markdown-field";
import { EditorFooter } from "./editor-footer";
import { defaultSchedule } from "./schedule-control";
import { discardAutosave, useAutosave } from "./autosave";
import { RecoveryOffer } from "./recovery-offer";
import { RevisionsPanel } from "./revisions-panel";
import { formatRomeDateTime, formatRomeTime } from "./schedule-time";
import { toFormData, useBlogWrites, type PostFormValues } from "./use-blog-admin";
import { pictureWithoutText, validatePost, valuesOf, type Errors } from "./editor-values";
import { ConflictPanel } from "./conflict-panel";
import { EDIT_VERSION_FIELD, type EditConflictAnswer, isEditConflictAnswer } from "../../../../src/shared/edit-conflict";
import type { PostDetail } from "../../../../src/shared/blog";
import type { ImageText } from "../../../../src/shared/alt-text";

export interface EditorFormProps {
  postId: number | null;
  /** The stored author's name (null for a new article). */
  authorName?: string | null;
  /** The editor fills the screen, text and live preview side by side. */
  fullScreen?: boolean;
  onFullScreenChange?: (fullScreen: boolean) => void;
  initial: PostFormValues;
  /** The stored article's version (its updated_at), sent back with each save; null for a new one. */
  version?: string | null;
  /** Kept current on every commit, so that a close right after a keystroke knows about it. */
  dirtyRef: { current: boolean };
  /** Told whenever the form gains or loses unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
  onSaved: () => void;
  onCancel: () => void;
}

/** The fields of the article editor (new and edit mode) and its save. */
export function EditorForm({
  postId,
  authorName = null,
  fullScreen = false,
  onFullScreenChange,
  initial,
  version: loadedVersion = null,
  dirtyRef,
  onDirtyChange,
  onSaved,
  onCancel,
}: EditorFormProps) {
  const ids = { excerpt: useId(), content: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  /** The server's refusal, inside the modal so that screen readers hear it (the page behind is hidden from them). */
  const [saveError, setSaveError] = useState<string | null>(null);
  /** The version this form was made on; it moves when staff choose a side in a conflict. */
  const [version, setVersion] = useState(loadedVersion);
  const [conflict, setConflict] = useState<EditConflictAnswer<PostDetail> | null>(null);
  // A new article's slug follows its title until the slug is edited; an existing article keeps its address.
  const [slugEdited, setSlugEdited] = useState(postId !== null);
  const { save } = useBlogWrites();
  const [scheduling, setScheduling] = useState(initial.schedule !== "");
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
  const socialBusy = useMemo(() => busyChange("social"), [busyChange]);
  const textImagesBusy = useMemo(() => busyChange("text"), [busyChange]);
  const uploading = busyFields.size > 0;
  const setCover = useCallback((cover: string) => {
    setValues((current) => ({ ...current, cover_image: cover }));
    setErrors((current) => ({ ...current, cover_image: undefined }));
  }, []);
  const setText = useCallback((url: string, text: ImageText) => {
    setValues((current) => ({ ...current, image_texts: { ...current.image_texts, [url]: text } }));
    setErrors((current) => ({ ...current, image_texts: undefined }));
  }, []);
  // The picture publishing found without alt text shows the message on its own field.
  const missingText = errors.image_texts ? pictureWithoutText(values) : null;
  const textErrorFor = (url: string) => (missingText && missingText.url.trim() === url.trim() ? errors.image_texts : undefined);
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
    onDirtyChange?.(dirty);
  }, [dirty, dirtyRef, onDirtyChange]);
  const { recovery, dismissRecovery, savedAt } = useAutosave(postId, initial, values, dirty);

  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onTitle = (title: string) => {
    setValues((current) => ({ ...current, title, slug: slugEdited ? current.slug : slugify(title) }));
    setErrors((current) => ({ ...current, title: undefined, slug: undefined }));
  };

  const submit = (event?: FormEvent, onVersion: string | null = version) => {
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
    const form = toFormData({ ...values, slug: slugify(values.slug), schedule: scheduling ? values.schedule : "" });
    if (onVersion !== null) form.set(EDIT_VERSION_FIELD, onVersion);
    setConflict(null);
    save.mutate(
      { id: postId, form },
      {
        onSuccess: (post) => {
          if (postId === null) void discardAutosave(null);
          const done = postId === null ? "Articolo creato" : "Articolo aggiornato";
          toastSuccess(
            "Successo",
            post.status === "scheduled" && post.published_at
              ? `${done}: sarà pubblicato il ${formatRomeDateTime(post.published_at)}`
              : done,
          );
          onSaved();
        },
        onError: (error) => {
          if (error.status === 409 && isEditConflictAnswer(error.body)) {
            setConflict(error.body as EditConflictAnswer<PostDetail>);
            toastError("Articolo modificato da un'altra persona", error.message);
            return;
          }
          if (error.status === 409) setErrors((current) => ({ ...current, slug: error.message }));
          setSaveError(error.message || blogMessages.saveFailed);
          toastError("Errore", error.message || blogMessages.saveFailed);
        },
      },
    );
  };

  useSaveShortcut(submit);

  const excerptLeft = POST_LIMITS.excerpt - values.excerpt.length;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col" aria-busy={save.isPending}>
      <div className="grid min-h-0 flex-1 gap-6 overflow-y-auto px-6 py-5">
        {recovery ? (
          <RecoveryOffer
            at={recovery.at}
            onRecover={() => {
              setValues((current) => ({ ...current, ...recovery.text }));
              dismissRecovery();
            }}
            onDismiss={() => {
              void discardAutosave(postId);
              dismissRecovery();
            }}
          />
        ) : null}
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
          fullScreen={fullScreen}
          onFullScreenChange={onFullScreenChange}
          onBusyChange={textImagesBusy}
        />
        <CoverField
          value={values.cover_image}
          onChange={setCover}
          onBusyChange={coverBusy}
          error={errors.cover_image}
          texts={values.image_texts}
          onText={setText}
          textError={textErrorFor(values.cover_image)}
        />
        <ArticleImagesField
          value={values.article_images}
          onChange={(images) => set("article_images", images)}
          onAdd={addArticleImage}
          onBusyChange={imagesBusy}
          error={errors.article_images}
          texts={values.image_texts}
          onText={setText}
          textErrorFor={textErrorFor}
        />
        <AuthorField value={values.author_id} fallbackName={authorName} onChange={(id) => set("author_id", id)} />
        <SeoPanel
          values={values}
          errors={errors}
          onChange={set}
          onBusyChange={socialBusy}
          onText={setText}
          textErrorFor={textErrorFor}
        />
        {postId !== null ? <RevisionsPanel postId={postId} current={values} /> : null}
        {postId !== null ? <PreviewLink postId={postId} /> : null}
        {savedAt ? (
          <p className="text-xs text-muted" role="status">
            Salvataggio automatico alle {formatRomeTime(savedAt)}
          </p>
        ) : null}
      </div>
      {conflict ? (
        <ConflictPanel
          message={conflict.message}
          conflict={conflict.conflict}
          mine={values}
          saving={save.isPending}
          onKeepMine={() => {
            setVersion(conflict.conflict.version);
            submit(undefined, conflict.conflict.version);
          }}
          onUseTheirs={() => {
            const theirs = valuesOf(conflict.conflict.theirs);
            setValues(theirs);
            setScheduling(theirs.schedule !== "");
            setVersion(conflict.conflict.version);
            setConflict(null);
            toastSuccess("Versione aggiornata", "Nell'editor c'è ora il testo salvato dall'altra persona.");
          }}
        />
      ) : null}
      {saveError ? (
        <p role="alert" className="border-t border-red-200 bg-red-50 px-6 py-2 text-sm text-danger-700">
          {blogMessages.saveFailed}: {saveError}
        </p>
      ) : null}
      <EditorFooter
        published={values.published}
        scheduling={scheduling}
        schedule={values.schedule}
        scheduleError={errors.schedule}
        saving={save.isPending}
        uploading={uploading}
        onPublishedChange={(published) => set("published", published)}
        onScheduleOpen={() => {
          setScheduling(true);
          if (!values.schedule) set("schedule", defaultSchedule());
        }}
        onScheduleChange={(schedule) => set("schedule", schedule)}
        onScheduleCancel={() => {
          setScheduling(false);
          set("schedule", "");
        }}
        onCancel={onCancel}
      />
    </form>
  );
}
