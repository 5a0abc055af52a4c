import { queryOptions } from "@tanstack/react-query";
import type { PreviewAnswer } from "../../../../src/shared/blog";
import { type ApiError, apiRequest } from "../../../lib/api-client";

/** POST /api/blog/preview: the HTML visitors would see for a Markdown text (a read, sent as a POST for its length). */
export const previewQuery = (content: string) =>
  queryOptions<PreviewAnswer, ApiError>({
    queryKey: ["blog-preview", content],
    queryFn: () => apiRequest<PreviewAnswer>("POST", "/api/blog/preview", { content }),
  });
