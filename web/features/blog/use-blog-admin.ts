import type { ImageText } from "../../../src/shared/alt-text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PostDetail } from "../../../src/shared/blog";
import { romeLocalToIso } from "../../../src/shared/blog-status";
import { apiRequest, type ApiError } from "../../lib/api-client";
import type { PostFormValues } from "./editor-values";
import { allPostsQuery, postQuery } from "./api/get-posts";
import { previewQuery } from "./api/get-preview";

/** GET /api/blog: every post, drafts included (staff only). */
const DASHBOARD_KEY = ["/api/dashboard"] as const;

/** Spec §5: deletion asks first. */
export const DELETE_POST_QUESTION = "Sei sicuro di voler eliminare questo articolo?";

/** The texts of the pictures the article shows now (a picture removed in the editor takes none along). */
function placedTexts(values: PostFormValues): Record<string, ImageText> {
  const urls = new Set(
    [values.cover_image, values.social_image, ...values.article_images].map((url) => url.trim()).filter(Boolean),
  );
  return Object.fromEntries(Object.entries(values.image_texts).filter(([url]) => urls.has(url)));
}

/** The multipart form of POST/PUT /api/blog: each field as the server reads it, a date to publish as a schedule. */
export function toFormData(values: PostFormValues, coverFile?: File | null): FormData {
  const { schedule, published, cover_image, author_id, image_texts: _texts, ...fields } = values;
  const form = new FormData();
  // Text as it is; a mark ('true'/'false') and the list of article images as JSON.
  for (const [name, value] of Object.entries(fields)) form.set(name, typeof value === "string" ? value : JSON.stringify(value));
  const publishAt = schedule ? romeLocalToIso(schedule) : null;
  if (publishAt) {
    form.set("status", "scheduled");
    form.set("published", "false");
    form.set("published_at", publishAt);
  } else {
    form.set("status", published ? "published" : "draft");
    form.set("published", published ? "true" : "false");
  }
  if (author_id) form.set("author_id", author_id);
  form.set("image_texts", JSON.stringify(placedTexts(values)));
  form.set("cover_image", coverFile ?? cover_image);
  return form;
}

export function useAllPosts() {
  return useQuery({ ...allPostsQuery(), staleTime: 0 });
}

export function usePost(id: number | null) {
  return useQuery({
    ...postQuery(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    // The editor copies the post once: a refetch behind it would change nothing on screen.
    refetchOnWindowFocus: false,
  });
}

/** The HTML visitors would see, made by the server's own pipeline. */
export function usePreview(content: string, enabled: boolean) {
  return useQuery({
    ...previewQuery(content),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}

/** Writes of the blog admin. Blog data is refreshed by the query client after any write; the counters here. */
export function useBlogWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
  return {
    save: useMutation<PostDetail, ApiError, { id: number | null; form: FormData }>({
      mutationFn: ({ id, form }) =>
        id === null ? apiRequest("POST", "/api/blog", form) : apiRequest("PUT", `/api/blog/${id}`, form),
      onSuccess,
    }),
    /** The status badge's one click, or its undo (`scheduledAt`: back to scheduled for that instant). */
    setPublished: useMutation<PostDetail, ApiError, { id: number; published: boolean; scheduledAt?: string }>({
      mutationFn: ({ id, published, scheduledAt }) => {
        const form = new FormData();
        form.set("published", published ? "true" : "false");
        if (scheduledAt) {
          form.set("status", "scheduled");
          form.set("published_at", scheduledAt);
        }
        return apiRequest("PUT", `/api/blog/${id}`, form);
      },
      onSuccess,
    }),
    remove: useMutation<{ ok: true }, ApiError, number>({
      mutationFn: (id) => apiRequest("DELETE", `/api/blog/${id}`),
      onSuccess,
    }),
  };
}
