import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, with a trailing slash. */
export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** Folders under docs/ that hold no page of ours: installed, generated or the site's own build. */
const NOT_PAGES = new Set(['node_modules', 'public', '.vitepress', 'api']);

/**
 * Every markdown page a reader navigates, repository-relative: README.md and docs/**\/*.md (the
 * docs site), never generated output or installed packages.
 *
 * @example
 * sitePages(); // ['README.md', 'docs/ARCHITECTURE.md', 'docs/getting-started.md', …]
 */
export function sitePages(): string[] {
  const pages = ['README.md'];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(repositoryRoot, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory() && !NOT_PAGES.has(entry.name)) walk(path);
      else if (entry.isFile() && entry.name.endsWith('.md')) pages.push(path);
    }
  };
  walk('docs');
  return pages.sort();
}

/** A page's markdown, repository-relative path in. */
export function readPage(path: string): string {
  return readFileSync(join(repositoryRoot, path), 'utf8');
}

/**
 * A page as VitePress renders it: each `<!--@include: path{from,to}-->` replaced by those lines
 * of the file it names (relative to the page).
 *
 * @example
 * withIncludes('docs/reference/security.md'); // the page, SECURITY.md's text in place
 */
export function withIncludes(path: string): string {
  return readPage(path).replace(
    /<!--@include: ([^{\s]+?)(?:\{(\d*),(\d*)\})?-->/g,
    (_match, target: string, from?: string, to?: string) => {
      const lines = readFileSync(join(repositoryRoot, dirname(path), target), 'utf8').split('\n');
      const start = from ? Number(from) - 1 : 0;
      return lines.slice(start, to ? Number(to) : undefined).join('\n');
    },
  );
}
