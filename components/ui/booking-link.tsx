import type { Local } from '@/lib/content';

export function BookingLink({ local, className }: { local: Local; className?: string }) {
  const { about, t } = local;
  if (!about.booking_url) return null;
  return (
    <a href={about.booking_url} target="_blank" rel="noopener noreferrer" className={className}>
      {t('hire.bookCall')}
      <span className="sr-only"> {t('project.newTab')}</span>
    </a>
  );
}
