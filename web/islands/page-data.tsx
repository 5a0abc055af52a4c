import { hydrate, type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { readBootData } from "../app/boot-data";
import { createQueryClient } from "../lib/query-client";

let client: QueryClient | undefined;

/** One query client for all the islands of the page, holding the data the page came with. */
function pageQueryClient(): QueryClient {
  if (!client) {
    client = createQueryClient();
    hydrate(client, readBootData().queries);
  }
  return client;
}

/**
 * An island that reads or writes through the API (a gallery, the contact form): it gets the
 * page's query client. Its code, and the query library with it, is fetched only by pages that
 * have such an island.
 */
export function withPageData<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function WithPageData(props: P) {
    return (
      <QueryClientProvider client={pageQueryClient()}>
        <Component {...props} />
      </QueryClientProvider>
    );
  };
}
