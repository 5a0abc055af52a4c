import { describe, expect, test } from "bun:test";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  currentToasts,
  dismissToast,
  TOAST_ERROR_MS,
  TOAST_SUCCESS_MS,
  toast,
  toastError,
  toastSuccess,
  useToasts,
} from "./toast";

describe("toasts (spec §9, decision 10)", () => {
  test("success lasts 5 s, error 7 s", () => {
    toastSuccess("Successo");
    expect(currentToasts()[0]).toMatchObject({ title: "Successo", duration: TOAST_SUCCESS_MS });
    toastError("Errore", "Qualcosa non va");
    expect(currentToasts()[0]).toMatchObject({ title: "Errore", variant: "destructive", duration: 7000 });
    expect(TOAST_SUCCESS_MS).toBe(5000);
  });

  test("at most one toast is kept: the newest", () => {
    toast({ title: "Primo" });
    const second = toast({ title: "Secondo", variant: "destructive" });
    expect(currentToasts()).toHaveLength(1);
    expect(currentToasts()[0]).toMatchObject({ id: second, title: "Secondo", duration: TOAST_ERROR_MS, open: true });
  });

  test("a dismissed toast closes at once and stays in memory until the removal delay", () => {
    const id = toast({ title: "Da chiudere" });
    dismissToast(id);
    expect(currentToasts()[0]).toMatchObject({ id, open: false });
  });

  test("the server render sees no toast, so hydration cannot differ", () => {
    toast({ title: "Solo nel browser" });
    let seen: readonly unknown[] = ["non letto"];
    const Probe = () => {
      seen = useToasts();
      return null;
    };
    renderToString(createElement(Probe));
    expect(seen).toEqual([]);
  });
});
