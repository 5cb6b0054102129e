import { cookies } from 'next/headers';
import { AdminFrame, Notice } from '@/components/admin/admin-frame';
import { TestimonialAnswer } from '@/components/admin/testimonial-answer';
import admin from '@/components/admin/admin.module.scss';
import styles from '@/components/admin/testimonials.module.scss';
import { shownTime } from '@/lib/admin/format';
import { requireOwner } from '@/lib/admin/session';
import { NEW_LINK_COOKIE, stillOpen } from '@/lib/admin/testimonials';
import { autonym, contentIn, getLanguages } from '@/lib/content';
import { routes } from '@/lib/routes';
import { stores } from '@/lib/store';
import type { TestimonialSummary } from '@/lib/store/testimonials';

type Search = Promise<{ done?: string; created?: string; mailed?: string; confirm?: string }>;
const ANSWERED = ['new', 'published', 'declined'] as const;

/** Asking clients for testimonials, and their answers: new, published, declined. */
export default async function TestimonialsPage({ searchParams }: { searchParams: Search }) {
  await requireOwner();
  const local = contentIn();
  const { t } = local;
  const a = (key: string, values?: Record<string, string>) =>
    t(`admin.testimonials.${key}` as Parameters<typeof t>[0], values);
  const { done, created, confirm } = await searchParams;
  const link = created ? (await cookies()).get(NEW_LINK_COOKIE)?.value : undefined;
  const all = await (await stores()).testimonials.list();
  const waiting = all.filter((r) => r.state === 'open');
  const status = (r: TestimonialSummary) =>
    stillOpen(r)
      ? a('waiting', { date: shownTime(r.expiresAt) })
      : r.revokedAt
        ? a('revoked')
        : a('expired');
  const labels = (answer: TestimonialSummary) => ({
    own: a('own'),
    corrected: a('corrected'),
    correct: a('correct'),
    publish: a('publish'),
    decline: a('decline'),
    delete: a('delete'),
    confirmDelete: a('confirmDelete'),
    deleteForGood: t('admin.message.deleteForGood'),
    cancel: t('admin.message.cancel'),
    photo: a('photo', { name: answer.name ?? answer.client }),
    consent: a('consent', { date: answer.consentAt ? shownTime(answer.consentAt) : '' }),
    state: a(`states.${answer.state}`),
  });
  return (
    <AdminFrame current="testimonials" title={a('title')}>
      {done === 'published' && (
        <Notice>
          {a('published')} <a href={routes.adminPublish}>{a('publishLink')}</a>
        </Notice>
      )}
      {done === 'declined' && <Notice>{a('declinedNotice')}</Notice>}
      {done === 'deleted' && <Notice>{a('deletedNotice')}</Notice>}
      {done === 'corrected' && <Notice>{a('correctedNotice')}</Notice>}
      {link && (
        <div role="status">
          <p>{a('created', { client: all.find((r) => String(r.id) === created)?.client ?? '' })}</p>
          <p className={styles.link}>{link}</p>
        </div>
      )}
      <form method="post" action={`${routes.adminTestimonials}/ask`} className={styles.ask}>
        <h2>{a('ask')}</h2>
        <label>
          {a('for')}
          <input name="for" required maxLength={120} />
        </label>
        <label>
          {a('email')}
          <input name="email" type="email" maxLength={254} />
        </label>
        <label>
          {a('project')}
          <select name="project" defaultValue="">
            <option value="">{a('noProject')}</option>
            {local.projects.map((project) => (
              <option key={project.slug} value={project.slug}>
                {project.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {a('language')}
          <select name="language" defaultValue={local.language}>
            {getLanguages().map((language) => (
              <option key={language} value={language}>
                {autonym(language)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={admin.primary}>
          {a('create')}
        </button>
      </form>
      {all.length === 0 && <p>{a('empty')}</p>}
      {ANSWERED.map((state) => {
        const answers = all.filter((r) => r.state === state);
        if (!answers.length) return null;
        return (
          <section key={state} aria-labelledby={`group-${state}`}>
            <h2 id={`group-${state}`} className={styles.group}>
              {a(`states.${state}`)} ({answers.length})
            </h2>
            <ul className={styles.answers}>
              {answers.map((answer) => (
                <li key={answer.id}>
                  <TestimonialAnswer
                    answer={answer}
                    action={`${routes.adminTestimonials}/${answer.id}`}
                    confirming={confirm === String(answer.id)}
                    labels={labels(answer)}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {waiting.length > 0 && (
        <section aria-labelledby="group-open">
          <h2 id="group-open" className={styles.group}>
            {a('waitingTitle')} ({waiting.length})
          </h2>
          <ul className={styles.waiting}>
            {waiting.map((r) => (
              <li key={r.id}>
                <span>
                  #{r.id} {r.client}
                  {r.project && ` · ${r.project}`} · {status(r)}
                </span>
                {stillOpen(r) && (
                  <form method="post" action={`${routes.adminTestimonials}/${r.id}`}>
                    <button type="submit" name="do" value="revoke" className={admin.secondary}>
                      {a('revoke')}
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </AdminFrame>
  );
}
