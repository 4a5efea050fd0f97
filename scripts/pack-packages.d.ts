/** One package as `npm pack` made it. */
export interface PackedPackage {
  /** `@latchkey/core` */
  readonly name: string;
  readonly version: string;
  /** Its folder under packages/: `core` */
  readonly folder: string;
  /** Absolute path of the tarball: `<destination>/latchkey-core-0.1.0.tgz` */
  readonly tarball: string;
  /** The paths inside the tarball, relative to the package: `dist/esm/index.js`, `LICENSE`… */
  readonly files: readonly string[];
}

/** The folders under packages/ whose packages are published, in dependency order. */
export declare const publicPackages: readonly string[];

/**
 * Packs the published packages into `destination` with one `npm pack` (scripts off: build first).
 *
 * @example
 * ```ts
 * const [core] = packPackages(mkdtempSync(join(tmpdir(), 'pack-')), ['core']);
 * core.tarball; // …/latchkey-core-0.1.0.tgz
 * ```
 */
export declare function packPackages(
  destination: string,
  folders?: readonly string[],
): PackedPackage[];
