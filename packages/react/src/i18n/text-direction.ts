/** Languages written right to left (their base subtag). */
const RIGHT_TO_LEFT = ['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug'];

/** Which way a locale's text runs: 'rtl' for Arabic, Hebrew, Persian, Urdu and their kin. */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.includes(locale.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';
}
