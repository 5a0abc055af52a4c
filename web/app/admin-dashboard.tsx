import { DashboardPage } from "../features/admin/dashboard-page";
import { DashboardBlogTab } from "../features/blog/dashboard-blog-tab";
import { GalleryManager } from "../features/gallery/gallery-manager";

/** /admin: the dashboard with the galleries' and the blog's management tabs. */
export function AdminDashboard() {
  return <DashboardPage galleries={<GalleryManager />} blog={<DashboardBlogTab />} />;
}
