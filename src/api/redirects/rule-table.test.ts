import { describe, expect, test } from "bun:test";
import { type Rule, RuleTable } from "./rule-table";

const rule = (id: number, source: string, target: string | null, code: 301 | 302 | 410 = 301): Rule => ({
  id,
  source,
  target,
  code,
});

describe("matching", () => {
  test("an exact address wins over a prefix, and the longest prefix over a shorter one", () => {
    const table = new RuleTable([
      rule(1, "/vecchio/*", "/nuovo"),
      rule(2, "/vecchio/prodotti/*", "/prodotti/*"),
      rule(3, "/vecchio/prodotti/speciale", "/prodotti/web2park", 302),
    ]);
    expect(table.match("/vecchio/prodotti/speciale")).toMatchObject({ status: 302, location: "/prodotti/web2park" });
    expect(table.match("/vecchio/prodotti/veropark")?.location).toBe("/prodotti/veropark");
    expect(table.match("/vecchio/chi-siamo")?.location).toBe("/nuovo");
    expect(table.match("/altro")).toBeNull();
  });

  test("campaign parameters follow the visitor; a rule written with a query string matches only it", () => {
    const table = new RuleTable([rule(1, "/pagina", "/nuova"), rule(2, "/index.php?id=7", "/contatti")]);
    expect(table.match("/pagina", "?utm_source=x")?.location).toBe("/nuova?utm_source=x");
    expect(table.match("/index.php", "?id=7")?.location).toBe("/contatti");
    expect(table.match("/index.php", "?id=8")).toBeNull();
  });
});

describe("one hop", () => {
  test("a destination that is another rule's old address becomes that rule's destination", () => {
    const table = new RuleTable([rule(1, "/b", "/c")]);
    const planned = table.plan(rule(-1, "/a", "/b"));
    expect(planned).toMatchObject({ ok: true, rule: { target: "/c" }, rewrites: [] });
  });

  test("rules leading to a new rule's old address are rewritten to its destination", () => {
    const table = new RuleTable([rule(1, "/a", "/b"), rule(2, "/x", "/b/uno")]);
    const planned = table.plan(rule(-1, "/b", "/c"));
    expect(planned).toMatchObject({ ok: true, rewrites: [{ id: 1, target: "/c" }] });
    const prefix = table.plan(rule(-1, "/b/*", "/d/*"));
    expect(prefix).toMatchObject({ ok: true, rewrites: [{ id: 2, target: "/d/uno" }] });
  });

  test("loops are refused, whichever way round", () => {
    const table = new RuleTable([rule(1, "/a", "/b")]);
    expect(table.plan(rule(-1, "/b", "/a"))).toMatchObject({
      ok: false,
      message: "La regola creerebbe un ciclo con la regola /a → /b",
    });
    expect(table.plan(rule(-1, "/b*", "/a"))).toMatchObject({ ok: false });
    expect(table.plan(rule(-1, "/b/*", "/a"))).toMatchObject({ ok: true, rule: { target: "/b" } });
    expect(table.plan(rule(-1, "/c/*", "/c/dentro"))).toMatchObject({ ok: false });
  });

  test("a destination that is gone makes the rule a 410", () => {
    const table = new RuleTable([rule(1, "/b", null, 410)]);
    expect(table.plan(rule(-1, "/a", "/b"))).toMatchObject({ ok: true, rule: { code: 410, target: null } });
  });
});
