import { Link } from "react-router-dom";
import type { RouteHandle } from "../../app/route-handle";

export const handle: RouteHandle = {
  status: 404,
  meta: { title: "Articolo non trovato", description: "L'articolo richiesto non esiste o non è più disponibile.", noindex: true },
};

export function BlogArticlePage() {
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">Articolo non trovato</h1>
      <p className="mt-4 text-lg text-muted">L'articolo che cerchi non esiste o non è più disponibile.</p>
      <Link to="/blog" className="btn-primary mt-8">
        Torna al blog
      </Link>
    </section>
  );
}
