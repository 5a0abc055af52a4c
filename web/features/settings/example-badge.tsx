/** The mark of a setting that still holds the demo's example value. */
export function ExampleBadge() {
  return (
    <span className="ml-2 inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      Esempio
    </span>
  );
}
