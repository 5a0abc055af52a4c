import { describe, expect, test } from "bun:test";
import { builtInMenus } from "../../../src/shared/menus-built-in";
import { createFormControl } from "react-hook-form";
import type { SiteMenus } from "../../../src/shared/menus";
import { createTestApp } from "../../../src/test-support/test-app";
import { firstMessage, schemaForm } from "../../lib/schema-form";
import {
  canIndent,
  canOutdent,
  type EditedMenus,
  editedMenusSchema,
  editedOf,
  headerOf,
  headerRows,
  leafOf,
  leafRows,
  menusOf,
  moveRow,
  setDepth,
} from "./menu-rows";

const labels = (rows: { label: string; depth: number }[]) => rows.map((row) => `${"  ".repeat(row.depth)}${row.label}`);

describe("the menu editor's rows", () => {
  test("the built-in menus become rows and back without a change", () => {
    expect(menusOf(editedOf(builtInMenus))).toEqual(builtInMenus);
    expect(headerOf(headerRows(builtInMenus.header))).toEqual(builtInMenus.header);
    const column = builtInMenus.footer[0];
    if (!column) throw new Error("colonna mancante");
    expect(leafRows(column.items).map(leafOf)).toEqual(column.items);
  });

  test("indent puts an item under the first-level item above it; outdent brings it back; one level only", () => {
    const rows = headerRows(builtInMenus.header);
    const services = rows.findIndex((row) => row.label === "Servizi");
    const products = rows.findIndex((row) => row.label === "Prodotti e Soluzioni");
    expect(canIndent(rows, 0)).toBe(false); // the first item has none above it
    expect(canIndent(rows, products)).toBe(false); // it has sub-items: they would be two levels down
    expect(canIndent(rows, products + 1)).toBe(false); // already a sub-item
    expect(canIndent(rows, services)).toBe(true);
    const indented = setDepth(rows, services, 1);
    const header = headerOf(indented);
    expect(header.find((item) => item.label === "Applicazioni")?.children.at(-1)?.label).toBe("Servizi");
    expect(header.some((item) => item.label === "Servizi")).toBe(false);
    expect(canOutdent(indented, services)).toBe(true);
    expect(headerOf(setDepth(indented, services, 0))).toEqual(builtInMenus.header);
  });

  test("moving keeps each item's level; the first row is always on the first level", () => {
    const rows = headerRows(builtInMenus.header).slice(0, 5);
    expect(labels(rows)).toEqual([
      "Home",
      "Prodotti e Soluzioni",
      "  Automazione Parcheggi",
      "  Infomobilità",
      "  Pensiline Fotovoltaiche",
    ]);
    const down = moveRow(rows, 0, 1);
    expect(labels(down).slice(0, 2)).toEqual(["Prodotti e Soluzioni", "Home"]);
    // 'Home' now sits above the three categories: they are its sub-items.
    expect(headerOf(down)[1]?.children.map((child) => child.label)).toEqual([
      "Automazione Parcheggi",
      "Infomobilità",
      "Pensiline Fotovoltaiche",
    ]);
    const top = moveRow(rows, 2, 0);
    expect(labels(top)[0]).toBe("Automazione Parcheggi");
    expect(moveRow(rows, 0, 9)).toBe(rows);
  });
});

describe("the menus form says what the API answers", () => {
  test("a sub-item left without its text: the same sentence, naming where it is", async () => {
    const t = createTestApp();
    try {
      const edited = editedOf(builtInMenus);
      const rows = edited.header.map((row, index) => (index === 1 ? { ...row, label: "  ", depth: 1 as const } : row));
      const values = { ...edited, header: rows };
      const form = createFormControl<EditedMenus, unknown, SiteMenus>(schemaForm(editedMenusSchema, { defaultValues: values }));
      let shown: string | undefined;
      await form.handleSubmit(
        () => undefined,
        (errors) => {
          shown = firstMessage(errors);
        },
      )();
      const res = await t.request("/api/menus/draft", { method: "PUT", cookie: await t.login(), json: menusOf(values) });
      expect(res.status).toBe(400);
      const answered = ((await res.json()) as { message: string }).message;
      expect(shown).toBe(answered);
      expect(shown).toStartWith("Menu principale, voce «");
      expect(shown).toEndWith("Scrivi il testo della voce");
    } finally {
      await t.cleanup();
    }
  });
});
