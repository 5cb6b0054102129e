import { SEARCH_SLOTS } from '@/lib/i18n/labels';
import type { SearchLabels } from '@/lib/i18n/label-types';
import type { SearchGroup } from '@/lib/search/match';
import type { IndexState } from './use-search-index';

export const fill = (label: string, slot: string, value: string) =>
  label.replace(slot, () => value);

export function dialogStatus(
  labels: SearchLabels,
  state: IndexState['state'],
  typed: boolean,
  found: number,
  query: string,
): string {
  if (state === 'loading') return labels.loading;
  if (state === 'failed') return labels.failed;
  if (!typed) return labels.hint;
  return found ? '' : fill(labels.none, SEARCH_SLOTS.query, query.trim());
}

/** For screen readers, as the results change: "Projects: 3, Notes: 1". */
export const groupCounts = (labels: SearchLabels, groups: readonly SearchGroup[]) =>
  groups
    .map((group) =>
      fill(
        fill(labels.status, SEARCH_SLOTS.kind, labels.kinds[group.kind]),
        SEARCH_SLOTS.count,
        String(group.results.length),
      ),
    )
    .join(', ');
