/**
 * One SVG path for every dark module: each row's runs of dark modules as one rectangle apiece
 * (`M x y h run v 1 h -run z`), in module units.
 */
export function qrModulesPath(modules: readonly (readonly boolean[])[]): string {
  let path = '';
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      const run = x - start;
      path += `M${start} ${y}h${run}v1h-${run}z`;
    }
  });
  return path;
}
