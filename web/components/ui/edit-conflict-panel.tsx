import type { ReactNode } from "react";

/**
 * Someone else saved what is open here: what they changed against this form, and a choice of
 * which version to keep. The comparison (`children`) is the editor's own: fields for an article,
 * every text of a page.
 */
export function EditConflictPanel({
  id,
  title,
  headingLevel,
  message,
  saving,
  onKeepMine,
  onUseTheirs,
  className,
  children,
}: {
  id: string;
  title: string;
  /** The heading's level where the panel stands (inside the article editor's dialog: 3). */
  headingLevel: 2 | 3;
  message: string;
  saving: boolean;
  onKeepMine: () => void;
  onUseTheirs: () => void;
  className: string;
  children: ReactNode;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <section role="alert" aria-labelledby={id} data-testid="edit-conflict" className={`grid gap-3 text-sm text-ink ${className}`}>
      <Heading id={id} className="font-semibold">
        {title}
      </Heading>
      <p>{message}</p>
      <p className="text-muted">Barrato: solo nella loro versione. Sottolineato: solo nella tua.</p>
      {children}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary min-h-10" disabled={saving} onClick={onKeepMine}>
          Mantieni la mia versione
        </button>
        <button type="button" className="btn-secondary min-h-10" disabled={saving} onClick={onUseTheirs}>
          Usa la loro
        </button>
      </div>
    </section>
  );
}
