import { useSyncExternalStore } from "react";

/** Spec §9: one toast at a time; success 5 s, error 7 s; a dismissed toast is dropped from memory after 1,000,000 ms. */
const TOAST_LIMIT = 1;
export const TOAST_SUCCESS_MS = 5000;
export const TOAST_ERROR_MS = 7000;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
  /** One button in the toast for its lifetime, e.g. 'Annulla' to undo what it reports. */
  action?: ToastAction;
}

interface ToastAction {
  label: string;
  /** What the button does, said to screen readers (Radix asks for it: the toast may close before they reach it). */
  altText: string;
  onClick: () => void;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();
const EMPTY: ToastItem[] = [];

function emit(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  const duration = input.duration ?? (input.variant === "destructive" ? TOAST_ERROR_MS : TOAST_SUCCESS_MS);
  emit([{ ...input, duration, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return id;
}

export const toastSuccess = (title: string, description?: string) => toast({ title, description });
export const toastError = (title: string, description?: string) => toast({ title, description, variant: "destructive" });

/** Closes a toast; it leaves memory after the removal delay. */
export function dismissToast(id: number): void {
  emit(items.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(items.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** The toasts in memory now (newest first). */
export const currentToasts = (): readonly ToastItem[] => items;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => EMPTY,
  );
}
