/**
 * The script of the pages a person opens before being signed in: sign-in, first set-up and
 * invitation. Built on Preact with a plain-links router (scripts/build.ts), it carries only those
 * forms; passkeys and the second step of sign-in load when used. Once signed in, the next page
 * (the admin) loads the whole app.
 */
import { hydrate, QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { readBootData } from "./app/boot-data";
import { InvitationPage } from "./features/sign-in/invitation-page";
import { LoginPage } from "./features/sign-in/login-page";
import { SetupPage } from "./features/sign-in/setup-page";
import { createQueryClient } from "./lib/query-client";
import { runZodWithoutEval } from "./lib/zod-without-eval";

const pages: Record<string, ComponentType> = {
  "/admin/login": LoginPage,
  "/admin/setup": SetupPage,
  "/admin/invito": InvitationPage,
};

function Ready({ page: Page }: { page: ComponentType }) {
  useEffect(() => {
    // Marks the page as interactive, as the whole app does; end-to-end tests wait for it.
    document.documentElement.dataset.ready = "true";
  }, []);
  return <Page />;
}

runZodWithoutEval();
const page = pages[window.location.pathname];
const container = document.getElementById("root");
if (page && container) {
  const queryClient = createQueryClient();
  hydrate(queryClient, readBootData().queries);
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Ready page={page} />
      </QueryClientProvider>
    </StrictMode>
  );
  // The sign-in page comes drawn by the server (web/features/sign-in/server-drawn.tsx): its elements are taken
  // over, and what was typed meanwhile stays. The others are drawn here.
  if (container.firstChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
