import { Download } from "../../components/ui/lucide-icons";

/** A PDF the site makes ('Scarica la scheda'): a plain link the browser downloads, which says so to a screen reader. */
export function PdfLink({
  href,
  filename,
  label,
  className,
}: {
  href: string;
  filename: string;
  label: string;
  className: string;
}) {
  return (
    <a href={href} download={filename} type="application/pdf" className={className}>
      <Download aria-hidden="true" className="size-4" />
      {label}
      <span className="sr-only"> (PDF)</span>
    </a>
  );
}
