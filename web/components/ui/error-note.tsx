/** What went wrong with the last action of a form, read out as it appears. */
export function ErrorNote({ error }: { error: Error | null | undefined }) {
  return error ? (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-danger-700">
      {error.message}
    </p>
  ) : null;
}
