// Types of measure-bundle.js, for the tests that read what a page loads.
export declare function measureBundle(entryPoint: string): Promise<{
  gzipBytes: number;
  upfrontGzipBytes: number;
  minBytes: number;
  upfrontMinBytes: number;
  upfrontInputs: Set<string>;
  loadableInputs: Set<string>;
}>;
