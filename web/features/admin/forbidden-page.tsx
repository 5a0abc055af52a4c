import { ShieldAlert } from "../../components/ui/lucide-icons";
import { Link } from "react-router-dom";
import { roleLabels, type Role } from "../../../src/shared/roles";

/** What a person sees on an admin page their role may not open: a clear answer, not a broken page. */
export function ForbiddenPage({ role }: { role: Role }) {
  return (
    <section className="mx-auto max-w-xl py-12 text-center" data-testid="forbidden-page">
      <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-danger-700" />
      <p className="eyebrow mt-4">Accesso non consentito</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">Pagina non consentita</h1>
      <p className="mt-4 text-muted">
        Il tuo ruolo ({roleLabels[role]}) non consente di aprire questa sezione dell'area riservata. Se ti serve, chiedi a un
        Amministratore di cambiare il tuo ruolo.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/admin" className="btn-primary">
          Torna alla dashboard
        </Link>
      </div>
    </section>
  );
}
