// Types of measure-bundle.js, for the tests that read what a page loads.
export declare function measureBundle(
  entryPoint: string,
  options?: { conditions?: string[] },
): Promise<{
  gzipBytes: number;
  upfrontGzipBytes: number;
  minBytes: number;
  upfrontMinBytes: number;
  localeGzipBytes: Record<string, number>;
  chunks: { gzipBytes: number; upFront: boolean; inputs: string[] }[];
  upfrontInputs: Set<string>;
  loadableInputs: Set<string>;
}>;
