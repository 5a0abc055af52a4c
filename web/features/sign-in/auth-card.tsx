import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useSettings } from "../../lib/settings";
import { BrandMark } from "../../components/ui/brand-icons";

/** The centred card of the sign-in and setup screens. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const settings = useSettings();
  return (
    <main className="flex min-h-screen items-center justify-center bg-surface px-4 py-12">
      <div className="w-full max-w-md">
        <Link to="/" className="mb-6 flex items-center justify-center gap-2.5">
          <BrandMark className="size-10" />
          <span className="text-xl font-bold text-brand-900">{settings.companyName}</span>
        </Link>
        <div className="card p-8">
          <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
          {intro ? <div className="mt-2 text-sm text-muted">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </main>
  );
}
