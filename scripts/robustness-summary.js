// Sums what the robustness tests recorded (in their Vitest metadata, `meta.robustness`) into one
// line per category: faults tried / survived, hostile inputs tried / handled (and how many refused).

/**
 * The robustness entries in a Vitest JSON report.
 *
 * @param {{ testResults: { assertionResults: { meta?: { robustness?: object[] } }[] }[] }} report
 * @returns {object[]}
 */
export function robustnessEntries(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults.flatMap((test) => test.meta?.robustness ?? []),
  );
}

/**
 * @param {{ category: string, name: string, tried: number, handled: number, rejected?: number }[]} entries
 * @returns {string[]} the report lines
 */
export function robustnessSummary(entries) {
  const lines = [];
  for (const category of ['faults', 'hostile', 'sponsorship', 'attack', 'sign-in']) {
    const mine = entries.filter((entry) => entry.category === category);
    if (mine.length === 0) continue;
    const sum = (field) => mine.reduce((total, entry) => total + (entry[field] ?? 0), 0);
    const kinds = new Set(mine.map((entry) => entry.name)).size;
    lines.push(
      category === 'faults'
        ? `Faults: ${sum('tried')} tried (${kinds} kinds), ${sum('handled')} survived`
        : category === 'sign-in'
          ? `Sign-in abuse: ${sum('tried')} tried, ${sum('handled')} refused, ${sum('tried') - sum('handled')} issued`
          : category === 'attack'
            ? `Attacks: ${sum('tried')} tried (${kinds} kinds), ${sum('handled')} refused, ${sum('tried') - sum('handled')} got through`
            : category === 'sponsorship'
              ? `Sponsorship abuse: ${sum('tried')} hostile requests tried (${kinds} kinds), ${sum('rejected')} refused with a typed error, ${sum('tried') - sum('rejected')} signed`
              : `Hostile inputs: ${sum('tried')} tried (${kinds} parsers), ${sum('handled')} handled — ${sum('rejected')} refused with a LatchkeyError, the rest read correctly; ${sum('tried') - sum('handled')} crashed or hung`,
    );
  }
  return lines;
}
