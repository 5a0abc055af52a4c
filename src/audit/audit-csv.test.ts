import { describe, expect, test } from "bun:test";
import { auditCsv, csvCell } from "./audit-csv";

describe("audit CSV", () => {
  test("csvCell escapes control characters and formulas", () => {
    expect(csvCell("a\r\nb")).toBe('"a\\r\\nb"');
    expect(csvCell("+39 049")).toBe(`"'+39 049"`);
    expect(csvCell('di "lui"')).toBe('"di ""lui"""');
    expect(auditCsv([]).startsWith("\uFEFF")).toBe(true);
  });
});
