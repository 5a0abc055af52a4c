import type { ClientsBlock } from "../../content/types";
import { SafeImage } from "../ui/safe-image";
import { SiteLink } from "../ui/site-link";
import { SectionHeading } from "./section-heading";
import { useDictionary } from "../../content/dictionary";

type Client = ClientsBlock["clients"][number];

function ClientCard({ client }: { client: Client }) {
  const { sections } = useDictionary();
  const body = (
    <>
      {/* A fixed box: a logo of any shape fits inside it, so nothing moves when it arrives. */}
      <SafeImage
        src={client.logo}
        alt={client.logoAlt || client.name}
        width={160}
        height={80}
        loading="lazy"
        decoding="async"
        onFailure="grey"
        className="h-20 w-40 max-w-full object-contain"
      />
      <span className="text-center text-sm font-medium text-ink">{client.name}</span>
    </>
  );
  const box = "card flex h-full flex-col items-center justify-center gap-3 p-4";
  return client.reference ? (
    <SiteLink to={client.reference} className={`${box} transition-shadow hover:shadow-lg`}>
      {body}
      <span className="sr-only">{sections.reference}</span>
    </SiteLink>
  ) : (
    <div className={box}>{body}</div>
  );
}

/** Client logos with their names: a list, two to a row on a phone, linked to a client's reference where there is one. */
export function ClientsSection({ block }: { block: ClientsBlock }) {
  return (
    <section id={block.id} className="container-page py-16">
      <SectionHeading title={block.title} />
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {block.clients.map((client) => (
          <li key={`${client.name}-${client.logo}`}>
            <ClientCard client={client} />
          </li>
        ))}
      </ul>
    </section>
  );
}
