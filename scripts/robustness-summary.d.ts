// Types of robustness-summary.js, for its test.
export interface RobustnessEntry {
  category: string;
  name: string;
  tried: number;
  handled: number;
  rejected?: number;
}
export declare function robustnessEntries(report: {
  testResults: { assertionResults: { meta?: { robustness?: RobustnessEntry[] } }[] }[];
}): RobustnessEntry[];
export declare function robustnessSummary(entries: RobustnessEntry[]): string[];
