import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

/** A field the last check refused is outlined in red, not only announced. */
const invalidClass =
  "field-input aria-[invalid=true]:border-danger-600 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-100";

interface FieldShell {
  label: string;
  required?: boolean;
  hint?: ReactNode;
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

export function InputField({ label, required, hint, ...input }: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <input id={id} required={required} className={invalidClass} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField({ label, required, children, ...select }: FieldShell & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <select id={id} required={required} className={invalidClass} {...select}>
        {children}
      </select>
    </div>
  );
}

export function TextAreaField({ label, required, ...textarea }: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <textarea id={id} required={required} className={invalidClass} {...textarea} />
    </div>
  );
}
