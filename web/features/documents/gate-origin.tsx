import { useEffect, useRef, useState } from "react";
import { requestAttribution } from "../../lib/visit-origin";

type Origin = ReturnType<typeof requestAttribution>;

/**
 * The hidden fields that tell the lead inbox where the visit came from (the landing page, the
 * referring site, the campaign) and how long the form took to fill in, as the contact form sends
 * them. Without a script the form goes without them: the server records the page it was sent from.
 */
export function GateOrigin({ page }: { page: string }) {
  const [origin, setOrigin] = useState<Origin | null>(null);
  const fillTime = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const startedAt = Date.now();
    setOrigin(requestAttribution(page));
    const form = fillTime.current?.form;
    const onSubmit = () => {
      if (fillTime.current) fillTime.current.value = String(Date.now() - startedAt);
    };
    form?.addEventListener("submit", onSubmit);
    return () => form?.removeEventListener("submit", onSubmit);
  }, [page]);

  return (
    <>
      <input ref={fillTime} type="hidden" name="fill_time_ms" defaultValue="" />
      {origin
        ? (Object.entries(origin) as [keyof Origin, string | undefined][]).map(([name, value]) =>
            value ? <input key={name} type="hidden" name={name} value={value} /> : null,
          )
        : null}
    </>
  );
}
