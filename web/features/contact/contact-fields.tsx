import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

/** A field the last check refused is outlined in red, not only announced. */
const invalidClass =
  "field-input aria-[invalid=true]:border-danger-600 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-100";

interface FieldShell {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** Why the last check refused this field: shown under it and read with it (`aria-describedby`). */
  error?: string | undefined;
}

/** The ids that describe a field: its hint and its error, when present. */
function describedBy(id: string, hint: unknown, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger-700">
      {error}
    </p>
  );
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="field-label">
      {label}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger-700">
          *
        </span>
      ) : null}
    </label>
  );
}

export function InputField({ label, required, hint, error, ...input }: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <input
        id={id}
        required={required}
        className={invalidClass}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  required,
  error,
  children,
  ...select
}: FieldShell & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <select
        id={id}
        required={required}
        className={invalidClass}
        aria-describedby={describedBy(id, null, error)}
        aria-invalid={error ? true : undefined}
        {...select}
      >
        {children}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextAreaField({ label, required, error, ...textarea }: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        required={required}
        className={invalidClass}
        aria-describedby={describedBy(id, null, error)}
        aria-invalid={error ? true : undefined}
        {...textarea}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
