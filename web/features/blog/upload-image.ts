import type { BlogImageAnswer } from "../../../src/shared/blog";
import { uploadWithProgress } from "../../lib/upload";

/**
 * POST /api/blog/upload-image with the upload's progress (fetch cannot report it,
 * XMLHttpRequest can). Resolves with {imageUrl}; rejects with the server's message.
 */
export function uploadBlogImage(file: File, onProgress: (fraction: number) => void): Promise<BlogImageAnswer> {
  const form = new FormData();
  form.set("image", file);
  return uploadWithProgress<BlogImageAnswer>("/api/blog/upload-image", form, onProgress);
}
