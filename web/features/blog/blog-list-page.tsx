import type { RouteHandle } from "../../app/route-handle";

export const handle: RouteHandle = {
  meta: {
    title: "Blog e novità",
    description:
      "Articoli, casi di studio e novità su automazione dei parcheggi, lettura targhe, infomobilità e pensiline fotovoltaiche con ricarica per auto elettriche.",
  },
};

export function BlogListPage() {
  return (
    <section className="container-page py-16">
      <p className="eyebrow">Blog</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900">Blog e novità</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">
        Approfondimenti su parcheggi senza biglietto, infomobilità, controllo accessi ed energia solare, con le
        esperienze dei nostri impianti.
      </p>
    </section>
  );
}
