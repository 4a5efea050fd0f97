// Types of robustness-summary.js, for its test.
export declare function robustnessSummary(text: string): string[];
