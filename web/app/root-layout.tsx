import { Outlet } from "react-router-dom";
import { Toaster } from "../components/ui/toaster";
import { RouteHead } from "./route-head";
import { ScrollManager } from "./scroll-manager";

export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <RouteHead />
      <Outlet />
      <Toaster />
    </>
  );
}
