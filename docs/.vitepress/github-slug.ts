/**
 * A heading's anchor as GitHub writes it (github-slugger): lower case, punctuation dropped,
 * spaces turned into hyphens. The site uses it too, so a `page.md#anchor` link lands on the same
 * heading on GitHub, on the registry's page and on the docs site.
 *
 * @example
 * githubSlug('Phantom on a phone (@latchkey/core/deeplink)'); // 'phantom-on-a-phone-latchkeycoredeeplink'
 */
export function githubSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}
