import { existsSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { githubSlug } from './.vitepress/github-slug.js';
import { repositoryRoot as root, sitePages, withIncludes } from './site-pages.js';

// Every link between our pages holds, on GitHub, on the registry's page and on the docs site:
// each relative link names a file that exists, each #anchor a heading of the page it points at
// (slugged as GitHub and the site both do). VitePress's build checks the site's pages exist too,
// but neither anchors nor the README, which is not on the site.

/** The text a reader sees as markdown: fenced blocks and inline code hold no links or headings. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** A page's anchors: its headings slugged, the second of a name `-1` and so on. */
function anchorsOf(path: string): Set<string> {
  const anchors = new Set<string>();
  const text = withIncludes(path).replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading = ''] of text.matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = githubSlug(heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
    let unique = slug;
    for (let n = 1; anchors.has(unique); n += 1) unique = `${slug}-${n}`;
    anchors.add(unique);
  }
  return anchors;
}

const pages = sitePages();
const links = pages.flatMap((page) =>
  [...prose(withIncludes(page)).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => ({
    page,
    url: match[1] ?? '',
  })),
);
const internal = links.filter(({ url }) => !/^[a-z]+:/i.test(url));

describe('links between the pages', () => {
  it('are there to check', () => {
    expect(internal.length).toBeGreaterThan(40);
  });

  it('each name a file that exists, and a heading it has', () => {
    const broken: string[] = [];
    for (const { page, url } of internal) {
      // The API reference is TypeDoc's output, generated into docs/public/api/: the site's build
      // fails when it is missing (docs/.vitepress/config.ts), so it is not a file to find here.
      if (url.startsWith('/api/')) continue;
      const [file = '', anchor] = url.split('#');
      const target = file === '' ? page : normalize(join(dirname(page), decodeURI(file)));
      if (file.startsWith('/') || target.startsWith('..') || !existsSync(join(root, target))) {
        broken.push(`${page}: ${url} (no such file)`);
      } else if (anchor !== undefined) {
        const isPage = statSync(join(root, target)).isFile() && target.endsWith('.md');
        if (!isPage || !anchorsOf(target).has(anchor)) broken.push(`${page}: ${url} (no heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('from the site stay on the site (docs/), where its build can follow them', () => {
    const leaving = internal.filter(
      ({ page, url }) =>
        page.startsWith('docs/') &&
        !url.startsWith('#') &&
        !url.startsWith('/api/') &&
        !normalize(join(dirname(page), url)).startsWith('docs/'),
    );
    expect(leaving.map(({ page, url }) => `${page}: ${url}`)).toEqual([]);
  });

  it('reach every page from another one', () => {
    const linked = new Set(
      internal.map(({ page, url }) => normalize(join(dirname(page), url.split('#')[0] ?? ''))),
    );
    const orphans = pages.filter(
      (page) => page !== 'README.md' && page !== 'docs/index.md' && !linked.has(page),
    );
    expect(orphans).toEqual([]);
  });
});
