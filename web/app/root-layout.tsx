import { useEffect } from "react";
import { Outlet } from "react-router-dom";
import { LazyToaster } from "../components/ui/lazy-toaster";
import { RouteHead } from "../lib/route-head";
import { ScrollManager } from "./scroll-manager";
import { island } from "../components/ui/island";

const ToasterIsland = island("toaster", LazyToaster);

export function RootLayout() {
  useEffect(() => {
    // Marks the page as interactive (hydrated or client-rendered); end-to-end tests wait for it.
    document.documentElement.dataset.ready = "true";
  }, []);
  return (
    <>
      <ScrollManager />
      <RouteHead />
      <Outlet />
      <ToasterIsland />
    </>
  );
}
