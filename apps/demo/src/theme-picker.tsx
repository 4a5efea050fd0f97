import { useId } from 'react';

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
  const id = useId();
  return (
    <div className="demo-control">
      <label htmlFor={id}>Theme</label>
      <select
        id={id}
        value={demoTheme(location.search)}
        onChange={(event) => {
          const url = new URL(location.href);
          if (event.target.value === 'system') url.searchParams.delete('theme');
          else url.searchParams.set('theme', event.target.value);
          location.assign(url);
        }}
      >
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </div>
  );
}
