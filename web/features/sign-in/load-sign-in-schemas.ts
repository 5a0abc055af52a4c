let loading: Promise<typeof import("./sign-in-schemas")> | null = null;

/** The sign-in forms' schemas (./sign-in-schemas.ts), fetched once; called on a form's first focus and on submit. */
export function loadSignInSchemas(): Promise<typeof import("./sign-in-schemas")> {
  loading ??= import("./sign-in-schemas");
  return loading;
}
