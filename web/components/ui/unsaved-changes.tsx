import { useCallback, useEffect, useId, useRef, useSyncExternalStore } from "react";
import { useBlocker } from "react-router-dom";
import { ConfirmDialog } from "./confirm-dialog";

/** The question asked before leaving a form that holds unsaved changes. */
const LEAVE_QUESTION = "Ci sono modifiche non salvate: se esci andranno perse. Vuoi uscire senza salvare?";

/** The forms open now that hold unsaved changes, by the id of the hook that registered them. */
const dirtyForms = new Set<string>();
const listeners = new Set<() => void>();

function setDirty(id: string, dirty: boolean) {
  const had = dirtyForms.has(id);
  if (dirty === had) return;
  if (dirty) dirtyForms.add(id);
  else dirtyForms.delete(id);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const anyDirty = () => dirtyForms.size > 0;

/**
 * Registers a form's unsaved changes with the area's leave guard: while `dirty` is true, moving to
 * another admin page asks first and reloading or closing the tab makes the browser ask. Call the
 * returned `allowLeave` just before a navigation the form itself decides (after a save, on close).
 */
export function useUnsavedChanges(dirty: boolean): { allowLeave: () => void } {
  const id = useId();
  const leaving = useRef(false);
  useEffect(() => {
    setDirty(id, dirty && !leaving.current);
  }, [id, dirty]);
  useEffect(() => () => setDirty(id, false), [id]);
  const allowLeave = useCallback(() => {
    leaving.current = true;
    setDirty(id, false);
  }, [id]);
  return { allowLeave };
}

/**
 * Mounted once in the admin layout: blocks in-app navigation away from a form with unsaved changes
 * (an accessible dialog asks) and asks the browser to confirm a reload or a closed tab.
 */
export function LeaveGuard() {
  const dirty = useSyncExternalStore(subscribe, anyDirty, () => false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!anyDirty()) return false;
    return currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
  });

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (anyDirty()) event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  const leave = () => {
    dirtyForms.clear();
    for (const listener of listeners) listener();
    if (blocker.state === "blocked") blocker.proceed();
  };

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title="Modifiche non salvate"
      message={LEAVE_QUESTION}
      confirmLabel="Esci senza salvare"
      cancelLabel="Resta nella pagina"
      onConfirm={leave}
      onCancel={() => {
        if (blocker.state === "blocked") blocker.reset();
      }}
    />
  );
}
