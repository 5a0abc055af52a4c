import { lazy, Suspense } from "react";
import { DashboardPage } from "../features/admin/dashboard-page";
import { DashboardBlogTab } from "../features/blog/dashboard-blog-tab";

/**
 * The galleries' tab carries the upload form and its checks (react-hook-form, zod): it loads after what needs attention
 * is on screen, below which it sits.
 */
const GalleryManager = lazy(async () => ({ default: (await import("../features/gallery/gallery-manager")).GalleryManager }));

/** /admin: the dashboard with the galleries' and the blog's management tabs. */
export function AdminDashboard() {
  return (
    <DashboardPage
      galleries={
        <Suspense
          fallback={
            <p role="status" className="text-muted">
              Caricamento delle gallerie...
            </p>
          }
        >
          <GalleryManager />
        </Suspense>
      }
      blog={<DashboardBlogTab />}
    />
  );
}
