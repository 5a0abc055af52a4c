/**
 * What went wrong with the last action of a form, read out as it appears: an Error, or the
 * server's refusal a form keeps (`errors.root?.server` of react-hook-form).
 */
export function ErrorNote({ error, className = "" }: { error: { message?: string } | null | undefined; className?: string }) {
  return error?.message ? (
    <p role="alert" className={`rounded-lg bg-red-50 p-3 text-sm text-danger-700 ${className}`.trim()}>
      {error.message}
    </p>
  ) : null;
}
