import type { Merged } from './merge';

/** Per file, what was added, updated (which fields) and kept, as the owner reads it. */
export function mergeReport(merged: Merged, shown: (name: string) => string) {
  return merged.reports
    .map((report) => {
      const head = `${shown(report.file)}${report.created ? ' (new)' : ''}`;
      // about.json's words are fields, one line each kind; a list's are items, one line each.
      const fields = report.file === 'about.json' || report.file === 'site.json';
      const part = (word: string, items: string[]) =>
        !items.length
          ? []
          : fields
            ? [`${word}: ${items.join(', ')}`]
            : items.map((item) => `${word} ${item}`);
      const lines = [
        ...part('added', report.added),
        ...part('updated', report.updated),
        ...part('kept', report.kept),
        ...report.notes,
      ];
      if (!report.added.length && !report.updated.length) lines.unshift('nothing to change');
      return `${head}\n${lines.map((line) => `  - ${line}`).join('\n')}\n`;
    })
    .join('');
}
