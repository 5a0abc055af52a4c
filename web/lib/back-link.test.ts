import { describe, expect, test } from "bun:test";
import { backLinkFor } from "./back-link";

describe("back link (decision 12)", () => {
  test("no back link on home, the dashboard and the admin sign-in", () => {
    for (const path of ["/", "/admin", "/admin/", "/admin/login"]) expect(backLinkFor(path)).toBeNull();
  });
  test("product, application and other pages go home", () => {
    for (const path of ["/prodotti/web2park", "/applicazioni/ospedali", "/servizi", "/blog", "/privacy-policy", "/qualsiasi"]) {
      expect(backLinkFor(path)).toEqual({ to: "/", label: "Torna alla home" });
    }
  });
  test("articles go back to the blog, admin pages to the dashboard", () => {
    expect(backLinkFor("/blog/lettura-targhe")).toEqual({ to: "/blog", label: "Torna al blog" });
    expect(backLinkFor("/admin/blog")).toEqual({ to: "/admin", label: "Torna all'admin" });
    expect(backLinkFor("/admin/galleries")).toEqual({ to: "/admin", label: "Torna all'admin" });
  });
});
