import type { Db } from "../db/client";
import { perDatabase } from "../db/per-database";
import type { SitePage } from "../shared/pages/page-schema";
import type { ReferenceStatus } from "../shared/references/reference-fields";
import { referencePath } from "./references.service";

const referenceLinkMessages = {
  unknown: (client: string, path: string) =>
    `Il logo di ${client} porta a ${path}, una referenza che non esiste: scegli una referenza pubblicata o togli il collegamento`,
  unpublished: (client: string, path: string) =>
    `Il logo di ${client} porta a ${path}, una referenza non pubblicata: pubblicala prima o togli il collegamento`,
} as const;

const statusesQuery = perDatabase((db: Db) =>
  db.$client.query<{ slug: string; status: ReferenceStatus }, []>("SELECT slug, status FROM reference_projects"),
);

/** Each reference's address and whether visitors may read it (a binned reference has no row, so no address). */
function referenceStatuses(db: Db): Map<string, ReferenceStatus> {
  return new Map(
    statusesQuery(db)
      .all()
      .map((row) => [referencePath(row.slug), row.status]),
  );
}

interface LinkedClient {
  name: string;
  reference?: string | undefined;
}

/** The clients of the 'Clienti' blocks in a page's content, wherever the content came from. */
function linkedClients(content: unknown): LinkedClient[] {
  const blocks = (content as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: { kind?: unknown; clients?: unknown }) =>
    block?.kind === "clients" && Array.isArray(block.clients) ? (block.clients as LinkedClient[]) : [],
  );
}

/**
 * What is wrong with the references a page's client logos link to: one that does not exist, or that
 * visitors cannot read (a draft). A logo without a link is fine.
 */
export function referenceLinkProblems(db: Db, content: unknown): string[] {
  const linked = linkedClients(content).filter((client) => client.reference);
  if (linked.length === 0) return [];
  const statuses = referenceStatuses(db);
  return linked.flatMap(({ name, reference = "" }) => {
    const status = statuses.get(reference);
    if (status === undefined) return [referenceLinkMessages.unknown(name, reference)];
    return status === "published" ? [] : [referenceLinkMessages.unpublished(name, reference)];
  });
}

/** The addresses of the references visitors may read now, for the pages that link to them. */
export function publishedReferencePaths(db: Db): Set<string> {
  return new Set([...referenceStatuses(db)].flatMap(([path, status]) => (status === "published" ? [path] : [])));
}

/**
 * A page as visitors get it: a client logo whose reference was unpublished or binned since the page
 * was published keeps its logo and name, without the link that would lead nowhere.
 */
export function withLiveReferenceLinks(page: SitePage, published: ReadonlySet<string>): SitePage {
  if (
    !page.blocks.some(
      (block) => block.kind === "clients" && block.clients.some((c) => c.reference && !published.has(c.reference)),
    )
  )
    return page;
  const [hero, ...rest] = page.blocks;
  return {
    ...page,
    blocks: [
      hero,
      ...rest.map((block) =>
        block.kind === "clients"
          ? {
              ...block,
              clients: block.clients.map(({ reference, ...client }) =>
                reference && published.has(reference) ? { ...client, reference } : client,
              ),
            }
          : block,
      ),
    ],
  };
}
