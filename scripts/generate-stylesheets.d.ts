/** A stylesheet that loads with a lazy surface, and the module it is written into. */
export interface LazyStylesheet {
  /** Its source under packages/react/src/styles: `surfaces.css` */
  readonly source: string;
  /** The module written from it, beside it: `surfaces-stylesheet.ts` */
  readonly module: string;
  /** The constant the module exports: `SURFACES_STYLESHEET` */
  readonly name: string;
}

/** Every stylesheet a lazy surface adopts. */
export declare const LAZY_STYLESHEETS: readonly LazyStylesheet[];

/** One stylesheet as it ships: its imports inlined, minified. */
export declare function minifiedStylesheet(source: string): Promise<string>;

/** The module's text for one stylesheet. */
export declare function stylesheetModule(stylesheet: LazyStylesheet): Promise<string>;

/** The path of a stylesheet's module. */
export declare function modulePath(stylesheet: LazyStylesheet): string;
