/**
 * One step of the schema: applied once, in a transaction, and never edited after release (a
 * change is a new step). Its SQL holds no semicolon inside a string: statements are split on them.
 */
export interface MigrationStep {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}
