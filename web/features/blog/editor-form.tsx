import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { type FieldErrors, FormProvider, type Path, type PathValue } from "react-hook-form";
import { blogMessages } from "../../../src/shared/schemas/blog";
import { slugify } from "../../../src/shared/slug";
import { firstMessage, messageOf, useSchemaForm } from "../../lib/schema-form";
import { toastError, toastSuccess } from "../../lib/toast";
import { useSaveShortcut } from "../../lib/use-save-shortcut";
import { ArticleImagesField } from "./article-images-field";
import { AuthorField } from "./author-field";
import { PreviewLink } from "./preview-link";
import { SeoPanel } from "./seo-panel";
import { CoverField } from "./cover-field";
import { MarkdownField } from "./markdown-field";
import { PostTextFields } from "./post-text-fields";
import { BesideOriginal } from "./translation-beside";
import { EditorFooter } from "./editor-footer";
import { defaultSchedule } from "./schedule-control";
import { discardAutosave, useAutosave } from "./autosave";
import { RecoveryOffer } from "./recovery-offer";
import { RevisionsPanel } from "./revisions-panel";
import { formatRomeDateTime, formatRomeTime } from "./schedule-time";
import { toFormData, useBlogWrites } from "./use-blog-admin";
import { editorSchema, type PostFormValues, pictureWithoutText } from "./editor-values";
import { useBusyFields } from "./use-busy-fields";
import { ConflictPanel } from "./conflict-panel";
import { EDIT_VERSION_FIELD, type EditConflictAnswer, isEditConflictAnswer } from "../../../src/shared/edit-conflict";
import type { PostDetail } from "../../../src/shared/blog";
import type { ApiError } from "../../lib/api-client";
import type { ImageText } from "../../../src/shared/alt-text";

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
  const contentId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The server derives the slug and the rest again from what staff typed: the save sends that.
  const form = useSchemaForm(editorSchema, {
    submit: "input",
    defaultValues: initial,
    // A field's message goes as soon as the field changes, and the checks run again at the next save.
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const {
    handleSubmit,
    setValue,
    getValues,
    setError,
    clearErrors,
    reset,
    formState: { errors, isDirty: dirty, submitCount },
  } = form;
  const values = form.watch();
  /** The server's refusal, inside the modal so that screen readers hear it (the page behind is hidden from them). */
  const [saveError, setSaveError] = useState<string | null>(null);
  /** The version this form was made on; it moves when staff choose a side in a conflict. */
  const [version, setVersion] = useState(loadedVersion);
  const [conflict, setConflict] = useState<EditConflictAnswer<PostDetail> | null>(null);
  const { save } = useBlogWrites();
  const [scheduling, setScheduling] = useState(initial.schedule !== "");
  const { uploading, onBusyChange } = useBusyFields();

  /** A value staff changed: the form now holds changes, and the field's message goes. */
  const change = useCallback(
    <K extends Path<PostFormValues>>(name: K, value: PathValue<PostFormValues, K>) => {
      setValue(name, value, { shouldDirty: true });
      clearErrors(name);
    },
    [setValue, clearErrors],
  );
  const setCover = useCallback((cover: string) => change("cover_image", cover), [change]);
  const setText = useCallback(
    (url: string, text: ImageText) => change("image_texts", { ...getValues("image_texts"), [url]: text }),
    [change, getValues],
  );
  const addArticleImage = useCallback(
    (url: string) => change("article_images", [...getValues("article_images"), url]),
    [change, getValues],
  );
  // The picture publishing found without alt text shows the message on its own field.
  const textError = messageOf(errors, "image_texts");
  const missingText = textError ? pictureWithoutText(values) : null;
  const textErrorFor = (url: string) => (missingText && missingText.url.trim() === url.trim() ? textError : undefined);

  // After a refused save the first field in error gets the focus, once the messages are on screen.
  const focusPending = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each save attempt (its count) brings the refused fields.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  useLayoutEffect(() => {
    dirtyRef.current = dirty;
    onDirtyChange?.(dirty);
  }, [dirty, dirtyRef, onDirtyChange]);
  const { recovery, dismissRecovery, savedAt } = useAutosave(postId, initial, values, dirty);

  const refused = (found: FieldErrors<PostFormValues>) => {
    const { title, content } = getValues();
    const missing = !title.trim() || !content.trim();
    toastError("Errore", missing ? blogMessages.titleAndContentRequired : (firstMessage(found) ?? blogMessages.saveFailed));
    focusPending.current = true;
  };

  const send = (post: PostFormValues, onVersion: string | null, schedulingNow: boolean) => {
    const body = toFormData({ ...post, slug: slugify(post.slug), schedule: schedulingNow ? post.schedule : "" });
    if (onVersion !== null) body.set(EDIT_VERSION_FIELD, onVersion);
    setConflict(null);
    // The outcome is read from the save's own promise: the article's data, read again after every write, may
    // draw this form anew (a translation reads its original too) before a per-call callback would run.
    save.mutateAsync({ id: postId, form: body }).then(
      (saved) => {
        if (postId === null) void discardAutosave(null);
        const done = postId === null ? "Articolo creato" : "Articolo aggiornato";
        toastSuccess(
          "Successo",
          saved.status === "scheduled" && saved.published_at
            ? `${done}: sarà pubblicato il ${formatRomeDateTime(saved.published_at)}`
            : done,
        );
        onSaved();
      },
      (error: ApiError) => {
        if (error.status === 409 && isEditConflictAnswer(error.body)) {
          setConflict(error.body as EditConflictAnswer<PostDetail>);
          toastError("Articolo modificato da un'altra persona", error.message);
          return;
        }
        if (error.status === 409) setError("slug", { type: "server", message: error.message });
        setSaveError(error.message || blogMessages.saveFailed);
        toastError("Errore", error.message || blogMessages.saveFailed);
      },
    );
  };

  const submit = (onVersion: string | null = version, schedulingNow = scheduling) => {
    if (save.isPending || uploading) return;
    setSaveError(null);
    void handleSubmit((post) => send(post, onVersion, schedulingNow), refused)();
  };

  useSaveShortcut(submit);

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="flex min-h-0 flex-1 flex-col"
        aria-busy={save.isPending}
      >
        <div className="grid min-h-0 flex-1 gap-6 overflow-y-auto px-6 py-5">
          {recovery ? (
            <RecoveryOffer
              at={recovery.at}
              onRecover={() => {
                reset({ ...getValues(), ...recovery.text }, { keepDefaultValues: true, keepErrors: true });
                dismissRecovery();
              }}
              onDismiss={() => {
                void discardAutosave(postId);
                dismissRecovery();
              }}
            />
          ) : null}
          <PostTextFields followTitle={postId === null} />
          <BesideOriginal field="content">
            <MarkdownField
              id={contentId}
              value={values.content}
              onChange={(content) => change("content", content)}
              error={errors.content?.message}
              fullScreen={fullScreen}
              onFullScreenChange={onFullScreenChange}
              onBusyChange={onBusyChange.text}
            />
          </BesideOriginal>
          <CoverField
            value={values.cover_image}
            onChange={setCover}
            onBusyChange={onBusyChange.cover}
            error={errors.cover_image?.message}
            texts={values.image_texts}
            onText={setText}
            textError={textErrorFor(values.cover_image)}
          />
          <ArticleImagesField
            value={values.article_images}
            onChange={(images) => change("article_images", images)}
            onAdd={addArticleImage}
            onBusyChange={onBusyChange.images}
            error={firstMessage(errors.article_images)}
            texts={values.image_texts}
            onText={setText}
            textErrorFor={textErrorFor}
          />
          <AuthorField value={values.author_id} fallbackName={authorName} onChange={(id) => change("author_id", id)} />
          <SeoPanel
            values={values}
            errors={errors}
            onChange={change}
            onBusyChange={onBusyChange.social}
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
            key={conflict.conflict.version}
            message={conflict.message}
            conflict={conflict.conflict}
            mine={values}
            authorName={authorName}
            saving={save.isPending}
            onSave={(merged) => {
              reset(merged, { keepDefaultValues: true, keepErrors: true });
              setScheduling(merged.schedule !== "");
              setVersion(conflict.conflict.version);
              submit(conflict.conflict.version, merged.schedule !== "");
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
          scheduleError={messageOf(errors, "schedule")}
          saving={save.isPending}
          uploading={uploading}
          onPublishedChange={(published) => change("published", published)}
          onScheduleOpen={() => {
            setScheduling(true);
            if (!values.schedule) change("schedule", defaultSchedule());
          }}
          onScheduleChange={(schedule) => change("schedule", schedule)}
          onScheduleCancel={() => {
            setScheduling(false);
            change("schedule", "");
          }}
          onCancel={onCancel}
        />
      </form>
    </FormProvider>
  );
}
