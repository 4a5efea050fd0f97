/**
 * Every design token Latchkey's UI reads, as a CSS value. Each becomes a custom property on
 * Latchkey's root elements: `accent` → `--latchkey-accent`, `textSm` → `--latchkey-text-sm`.
 *
 * @example
 * ```ts
 * const tokens: LatchkeyThemeTokens = lightTheme({ accent: '#0a7cff' }).tokens;
 * ```
 */
export interface LatchkeyThemeTokens {
  /** Primary actions, links, the focus ring. */
  accent: string;
  /** Text on the accent colour. */
  onAccent: string;
  /** The dialog's, popover's and toast's background. */
  bg: string;
  /** A raised or inset surface on `bg`: chips, inputs, rows. */
  surface: string;
  /** Body text. */
  fg: string;
  /** Secondary text (at least 4.5:1 on `bg`). */
  muted: string;
  border: string;
  focus: string;
  /** Row and button hover background. */
  hover: string;
  danger: string;
  success: string;
  warning: string;
  /** Behind the dialog and the sheet. */
  overlay: string;
  /** The dialog's, popover's and toast's shadow. */
  shadow: string;
  /** The dialog's corners. */
  radius: string;
  /** Buttons, rows, inputs. */
  radiusMd: string;
  /** Chips and small controls. */
  radiusSm: string;
  font: string;
  fontMono: string;
  textXs: string;
  textSm: string;
  textMd: string;
  textLg: string;
  textXl: string;
  /** How long opening and view changes take (reduced motion makes them instant). */
  duration: string;
}

/**
 * A complete theme: its colour scheme and every token.
 *
 * @example
 * ```ts
 * const theme: LatchkeyTheme = darkTheme();
 * ```
 */
export interface LatchkeyTheme {
  colorScheme: 'light' | 'dark';
  tokens: LatchkeyThemeTokens;
}

const SHARED = {
  radius: '1rem',
  radiusMd: '0.75rem',
  radiusSm: '0.5rem',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  fontMono: 'ui-monospace, "SF Mono", Menlo, monospace',
  textXs: '0.75rem',
  textSm: '0.875rem',
  textMd: '1rem',
  textLg: '1.125rem',
  textXl: '1.25rem',
  duration: '160ms',
} as const;

/** The light defaults, as `styles.css` has them. */
export const LIGHT_TOKENS: LatchkeyThemeTokens = {
  accent: '#6b4eff',
  onAccent: '#ffffff',
  bg: '#ffffff',
  surface: '#f4f4f8',
  fg: '#16161d',
  muted: '#5b5b6b',
  border: '#e2e2ea',
  focus: '#6b4eff',
  hover: 'rgb(107 78 255 / 0.08)',
  danger: '#b3261e',
  success: '#1a7f37',
  warning: '#8a5a00',
  overlay: 'rgb(12 12 20 / 0.5)',
  shadow: '0 1.5rem 4rem rgb(0 0 0 / 0.18), 0 0.125rem 0.5rem rgb(0 0 0 / 0.08)',
  ...SHARED,
};

/** The dark defaults, as `styles.css` has them. */
export const DARK_TOKENS: LatchkeyThemeTokens = {
  accent: '#9d8cff',
  onAccent: '#101018',
  bg: '#18181f',
  surface: '#23232d',
  fg: '#f2f2f7',
  muted: '#a4a4b4',
  border: '#34343f',
  focus: '#9d8cff',
  hover: 'rgb(157 140 255 / 0.12)',
  danger: '#ff8f86',
  success: '#4ac26b',
  warning: '#e3b341',
  overlay: 'rgb(0 0 0 / 0.6)',
  shadow: '0 1.5rem 4rem rgb(0 0 0 / 0.5), 0 0.125rem 0.5rem rgb(0 0 0 / 0.3)',
  ...SHARED,
};

/**
 * The light theme, with any tokens overridden.
 *
 * @example
 * ```tsx
 * <LatchkeyProvider config={config} theme={lightTheme({ accent: '#0a7cff', radius: '0.5rem' })} />
 * ```
 */
export function lightTheme(overrides: Partial<LatchkeyThemeTokens> = {}): LatchkeyTheme {
  return { colorScheme: 'light', tokens: { ...LIGHT_TOKENS, ...overrides } };
}

/**
 * The dark theme, with any tokens overridden.
 *
 * @example
 * ```tsx
 * <LatchkeyProvider
 *   config={config}
 *   theme={{ light: lightTheme({ accent: '#0a7cff' }), dark: darkTheme({ accent: '#5ab0ff' }) }}
 * />
 * ```
 */
export function darkTheme(overrides: Partial<LatchkeyThemeTokens> = {}): LatchkeyTheme {
  return { colorScheme: 'dark', tokens: { ...DARK_TOKENS, ...overrides } };
}
