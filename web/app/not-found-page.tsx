import { Link } from "../lib/links";
import type { RouteHandle } from "../lib/route-handle";

export const notFoundHandle: RouteHandle = {
  status: 404,
  meta: {
    title: "Pagina non trovata",
    description: "La pagina richiesta non esiste o è stata spostata.",
    noindex: true,
  },
};

export function NotFoundPage() {
  return (
    <section className="container-page py-20 text-center">
      <p className="eyebrow">Errore 404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-brand-900">404 Page Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        La pagina che cerchi non esiste o è stata spostata. Controlla l'indirizzo oppure riparti dalla home.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Vai alla home
        </Link>
        <Link to="/contatti" className="btn-secondary">
          Contattaci
        </Link>
      </div>
    </section>
  );
}
