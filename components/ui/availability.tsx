import type { Local } from '@/lib/content';
import { dayHasCome } from '@/lib/format/date';
import { availabilityLabels } from '@/lib/i18n/labels';
import { AvailabilityBadge } from './availability-badge';

export function Availability({ local, tone }: { local: Local; tone?: 'light' | 'dark' }) {
  const { availability, t, dateLocale, fallbackLang } = local;
  if (!availability) return null;
  const { status, until, note } = availability;
  return (
    <AvailabilityBadge
      status={status}
      until={until}
      passedAtBuild={dayHasCome(until)}
      labels={availabilityLabels(t, availability, dateLocale)}
      note={note ? { text: note, lang: fallbackLang('site', 'availability.note') } : undefined}
      tone={tone}
    />
  );
}
