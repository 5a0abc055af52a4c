import { useQuery } from "@tanstack/react-query";
import type { StatisticsReport } from "../../../src/shared/statistics";
import { throwIfNotOk } from "../../lib/api-client";

const STATISTICS_KEY = "/api/statistics";

const query = (from: string, to: string) => new URLSearchParams({ from, to }).toString();

export function useStatistics(from: string, to: string) {
  return useQuery<StatisticsReport>({
    queryKey: [STATISTICS_KEY, from, to],
    queryFn: async ({ signal }) => {
      const res = await fetch(`${STATISTICS_KEY}?${query(from, to)}`, { credentials: "include", signal });
      await throwIfNotOk(res);
      return (await res.json()) as StatisticsReport;
    },
    placeholderData: (previous) => previous,
  });
}

export const exportHref = (from: string, to: string) => `${STATISTICS_KEY}/export?${query(from, to)}`;
