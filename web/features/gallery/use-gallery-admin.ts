import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { galleryQueryKey, type GalleryImageDto, type UploadAnswer } from "../../../src/shared/gallery";
import { galleryImagesQuery } from "./api/get-gallery-images";
import type { GallerySection } from "../../../src/shared/gallery-sections";
import type { GalleryImageCreate, GalleryImageUpdate } from "../../../src/shared/schemas/gallery";
import { apiRequest } from "../../lib/api-client";
import { uploadWithProgress } from "../../lib/upload";

/** Spec §5: deletion asks first. */
export const DELETE_IMAGE_QUESTION = "Sei sicuro di voler eliminare questa immagine?";

const DASHBOARD_QUERY_KEY = ["/api/dashboard"] as const;

/** After a gallery write: the galleries (done by the query client for every write) and the photo counter. */
export function refreshAfterWrite(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0] ?? "").startsWith("/api/galleries") });
  void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
}

export function useSectionImages(section: GallerySection) {
  return useQuery({ ...galleryImagesQuery(section), staleTime: 0 });
}

export function useGalleryWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
  return {
    add: useMutation({
      mutationFn: (input: GalleryImageCreate) => apiRequest<GalleryImageDto>("POST", "/api/galleries", input),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: GalleryImageUpdate & { id: number }) =>
        apiRequest<GalleryImageDto>("PUT", `/api/galleries/${id}`, input),
    }),
    move: useMutation({
      mutationFn: ({ id, displayOrder }: { id: number; displayOrder: number }) =>
        apiRequest<GalleryImageDto>("PUT", `/api/galleries/${id}/order`, { displayOrder }),
    }),
    /** Drag and drop: the whole section in its new order, in one call (one audit row). */
    reorder: useMutation({
      mutationFn: ({ section, ids }: { section: GallerySection; ids: number[] }) =>
        apiRequest<GalleryImageDto[]>("PUT", `/api/galleries/order/${section}`, { ids }),
      onSuccess: (images, { section }) => {
        queryClient.setQueryData(galleryQueryKey(section), images);
        refreshAfterWrite(queryClient);
      },
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiRequest<{ ok: true }>("DELETE", `/api/galleries/${id}`),
      onSuccess,
    }),
    uploadOnly: useMutation({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.set("image", file);
        return apiRequest<UploadAnswer>("POST", "/api/upload", form);
      },
    }),
  };
}

/**
 * POST /api/upload-to-gallery with the upload's progress (fetch cannot report it, XMLHttpRequest
 * can). Resolves with the new image; rejects with the server's message.
 */
export function uploadToGallery(
  fields: { section: GallerySection; name: string; description?: string; alt: string; decorative: boolean },
  file: File,
  onProgress: (fraction: number) => void,
): Promise<GalleryImageDto> {
  const form = new FormData();
  form.set("image", file);
  form.set("section", fields.section);
  form.set("name", fields.name);
  if (fields.description) form.set("description", fields.description);
  form.set("alt", fields.alt);
  form.set("decorative", String(fields.decorative));
  return uploadWithProgress<GalleryImageDto>("/api/upload-to-gallery", form, onProgress);
}

/** The image's name from a file name: without extension, separators as spaces. */
export function nameFromFile(fileName: string): string {
  const stem = fileName
    .replace(/\.[^.]+$/, "")
    .replace(/[_-]+/g, " ")
    .trim();
  return (stem || "Immagine").slice(0, 200);
}
