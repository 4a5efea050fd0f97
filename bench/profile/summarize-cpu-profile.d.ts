// Types of summarize-cpu-profile.js, for its test.
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}
export interface SelfTime {
  name: string;
  ms: number;
  share: number;
}
export declare function ownerOf(url: string, functionName: string): string;
export declare function summarizeCpuProfile(profile: CpuProfile): {
  totalMs: number;
  functions: SelfTime[];
  owners: SelfTime[];
};
export declare function readCpuProfile(path: string): CpuProfile;
