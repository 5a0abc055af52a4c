import { useQuery } from "@tanstack/react-query";
import { periodQuery, STATISTICS_PATH, statisticsQuery } from "./api/get-statistics";

export function useStatistics(from: string, to: string) {
  return useQuery({ ...statisticsQuery(from, to), placeholderData: (previous) => previous });
}

export const exportHref = (from: string, to: string) => `${STATISTICS_PATH}/export?${periodQuery(from, to)}`;
