import type { Metadata } from 'next';
import { CvDocument, CV_TITLE } from '@/components/cv/cv-document';
import { PrintButton } from '@/components/cv/print-button';
import { JsonLd } from '@/components/frame/json-ld';
import { PageHero } from '@/components/frame/page-hero';
import { PageView } from '@/components/frame/page-view';
import { PAGE_LABELS } from '@/lib/constants';
import { pageContent } from '@/lib/content/page';
import { pageMetadata } from '@/lib/metadata';
import { pdfNameOf, printedCv } from '@/lib/resume';
import { JSON_RESUME } from '@/lib/resume/json-resume';
import { CV_PDF_META } from '@/lib/resume/pdf';
import { routes } from '@/lib/routes';
import { breadcrumbLd, cvPersonLd } from '@/lib/structured-data';
import actions from '@/components/frame/hero-actions.module.scss';
import styles from './page.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const local = await pageContent();
  const { t, ownerName: owner } = local;
  return {
    ...pageMetadata(local, {
      title: t('cv.pageTitle', { owner }),
      description: t('cv.pageDescription', { owner }),
      path: routes.cv,
      image: { path: routes.shareImage(routes.cv), alt: t('cv.shareAlt', { owner }) },
    }),
    other: { [CV_PDF_META]: pdfNameOf(local) },
  };
}

export default async function CvPage() {
  const local = await pageContent();
  const { t, about, path } = local;
  const printed = printedCv(local);
  return (
    <>
      <JsonLd data={cvPersonLd(local)} />
      <JsonLd
        data={breadcrumbLd(local, [
          { name: local.ownerName, path: routes.home },
          { name: t('cv.eyebrow'), path: routes.cv },
        ])}
      />
      <PageHero
        eyebrow={t('cv.eyebrow')}
        title={local.ownerName}
        titleId={CV_TITLE}
        column="wide"
        lead={about.title && <p lang={local.fallbackLang('about', 'title')}>{about.title}</p>}
      >
        <div
          className={`${actions.actions} ${styles.actions}`}
          role="group"
          aria-label={t('cv.actions')}
        >
          {printed && (
            <a href={printed.href} download={printed.download} className={actions.primary}>
              {t('cv.downloadPdf')}
            </a>
          )}
          <a href={path(routes.resumeJson)} type="application/json" className={actions.secondary}>
            {JSON_RESUME}
          </a>
          <PrintButton label={t('cv.print')} className={actions.secondary} />
        </div>
      </PageHero>
      <div className={styles.body}>
        <div className={styles.inner}>
          <CvDocument local={local} />
        </div>
      </div>
      <PageView label={PAGE_LABELS.cv} />
    </>
  );
}
