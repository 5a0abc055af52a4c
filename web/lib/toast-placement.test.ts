import { describe, expect, test } from "bun:test";
import { boxAt, choosePlacement } from "./toast-placement";

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const toast = { width: 384, height: 96 };

describe("where the toast goes", () => {
  test("bottom right when nothing is there", () => {
    expect(choosePlacement(toast, desktop, [])).toBe("bottom-right");
  });

  test("a save button at the bottom right sends it to the top right", () => {
    const save = { left: 1150, top: 740, width: 110, height: 44, weight: 1 };
    expect(choosePlacement(toast, desktop, [save])).toBe("top-right");
  });

  test("on a phone, the phone field at the bottom sends it to the top", () => {
    const telefono = { left: 16, top: 780, width: 358, height: 44, weight: 10 };
    expect(choosePlacement({ width: 390, height: 96 }, phone, [telefono])).toBe("top-right");
    expect(boxAt("top-right", { width: 390, height: 96 }, phone)).toEqual({ left: 0, top: 0, width: 390, height: 96 });
  });

  test("when every place hides something, a field weighs more than a menu link", () => {
    const menu = { left: 0, top: 0, width: 390, height: 60, weight: 1 };
    const field = { left: 0, top: 760, width: 390, height: 60, weight: 10 };
    expect(choosePlacement({ width: 390, height: 96 }, phone, [menu, field])).toBe("top-right");
  });
});
