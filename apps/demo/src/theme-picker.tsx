import { SearchParamSelect } from './demo-select.js';

/** The demo's theme, from `?theme=light|dark` (default: follow the system). */
export function demoTheme(search: string): 'system' | 'light' | 'dark' {
  const theme = new URLSearchParams(search).get('theme');
  return theme === 'light' || theme === 'dark' ? theme : 'system';
}

/**
 * Makes the demo's own page follow a forced theme: styles.css reads `data-demo-theme` on <html>
 * (the provider's `theme` prop only reaches Latchkey's elements).
 */
export function applyDemoTheme(search: string): void {
  const theme = demoTheme(search);
  if (theme === 'system') delete document.documentElement.dataset.demoTheme;
  else document.documentElement.dataset.demoTheme = theme;
}

/** Switches the demo between system, light and dark (kept in the address, so reloads keep it). */
export function ThemePicker() {
  return (
    <SearchParamSelect
      label="Theme"
      param="theme"
      value={demoTheme(location.search)}
      unset="system"
    >
      <option value="system">System</option>
      <option value="light">Light</option>
      <option value="dark">Dark</option>
    </SearchParamSelect>
  );
}
