import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { PageHero } from '@/components/frame/page-hero';
import { TestimonialForm } from '@/components/testimonials/testimonial-form';
import styles from '@/components/testimonials/testimonial-form.module.scss';
import section from '@/components/ui/section.module.scss';
import { getLanguages, localPath } from '@/lib/content';
import { pageContent } from '@/lib/content/page';
import { routes } from '@/lib/routes';
import { stores } from '@/lib/store';
import { formLabels, requestMetadata } from '@/lib/testimonials/page';

// Rendered for each request; a GET or HEAD only reads the request, so a link preview or a mail
// scanner spends nothing: only the form's POST does.
export const dynamic = 'force-dynamic';

export const generateMetadata = async (): Promise<Metadata> => requestMetadata(await pageContent());

export default async function TestimonialRequestPage({
  params,
}: {
  params: Promise<{ token: string }>;
}) {
  const { token } = await params;
  const request = await (await stores()).testimonials.request(token);
  if (!request) notFound();
  const local = await pageContent();
  const { t, ownerName: owner, path, language } = local;
  // The link names its language: opened at another language's address, it leads there.
  if (
    request.language &&
    request.language !== language &&
    getLanguages().includes(request.language)
  ) {
    redirect(localPath(request.language, routes.testimonialRequest(token)));
  }
  const project = request.project ? local.project(request.project) : undefined;
  return (
    <>
      <PageHero
        title={t('testimonialRequest.ask.title')}
        lead={<p>{t('testimonialRequest.ask.intro', { owner, client: request.client })}</p>}
      />
      <div className={section.section}>
        <div className={section.inner}>
          {project && (
            <p className={styles.project}>
              {t('testimonialRequest.ask.project', { project: project.name })}
            </p>
          )}
          <TestimonialForm
            token={token}
            language={language}
            labels={formLabels(local)}
            permalink={path(routes.testimonialRequest(token))}
          />
        </div>
      </div>
    </>
  );
}
