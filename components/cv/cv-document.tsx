import type { Local } from '@/lib/content';
import { absoluteUrl } from '@/lib/metadata';
import { formatPercent } from '@/lib/format/number';
import { joinFacts, keepTogether, leadText, plainText } from '@/lib/format/text';
import { formatPartialDate } from '@/lib/format/date';
import { routes } from '@/lib/routes';
import { isSiteUrlSet } from '@/lib/settings';
import { cvProjects } from '@/lib/resume';
import { CvAwards } from './cv-awards';
import { CvContacts } from './cv-contacts';
import { CvPart } from './cv-part';
import { CvTimeline } from './cv-timeline';
import styles from './cv-document.module.scss';

/** The id of the page's heading, which names the document. */
export const CV_TITLE = 'cv-title';

/** The CV below the page's heading: the same on screen and on paper, where the site is hidden. */
export function CvDocument({ local }: { local: Local }) {
  const { t, about, cv, language, fallbackLang } = local;
  // Without SITE_URL the site's own addresses are this machine's: not written for a reader.
  const siteKnown = isSiteUrlSet();
  const printed = (pathOrUrl: string) =>
    siteKnown || /^https?:\/\//.test(pathOrUrl) ? absoluteUrl(pathOrUrl) : undefined;
  const profile = about.description || plainText(about.freelancer ?? '');
  const projects = cvProjects(local);
  return (
    <article className={styles.sheet} aria-labelledby={CV_TITLE} data-cv>
      <CvContacts local={local} />
      <div className={styles.columns}>
        <div className={styles.main}>
          {(profile || cv.highlights.length > 0) && (
            <CvPart id="profile" title={t('cv.profile')}>
              {profile && (
                <p className={styles.text} lang={fallbackLang('about', 'description')}>
                  {profile}
                </p>
              )}
              {cv.highlights.length > 0 && (
                <ul className={styles.highlights} aria-label={t('cv.highlights')}>
                  {cv.highlights.map((line, index) => (
                    <li key={`${line}-${index}`}>{line}</li>
                  ))}
                </ul>
              )}
            </CvPart>
          )}
          <CvTimeline local={local} kind="experience" />
          <CvTimeline local={local} kind="education" />
          {projects.length > 0 && (
            <CvPart id="projects" title={t('cv.projects')}>
              <ul className={styles.projects}>
                {projects.map((project) => {
                  const year = project.created_at?.slice(0, 4);
                  const facts = joinFacts([project.role, project.category?.name, year]);
                  // A case study's summary is written for this; else the description's lead.
                  const summary = project.summary ?? leadText(project.description ?? '');
                  return (
                    <li key={project.slug} className={styles.project}>
                      <h3 className={styles.entryTitle}>
                        <a
                          href={local.path(routes.project(project.slug))}
                          data-print-href={printed(local.path(routes.project(project.slug)))}
                        >
                          {project.name}
                        </a>
                      </h3>
                      {facts && <p className={styles.place}>{facts}</p>}
                      {summary && (
                        <p
                          className={styles.text}
                          lang={fallbackLang('projects', 'description', project)}
                        >
                          {summary}
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            </CvPart>
          )}
        </div>
        <div className={styles.side}>
          {local.skills.length > 0 && (
            <CvPart id="skills" title={t('cv.skills')}>
              <ul className={styles.skills}>
                {local.skills.map((skill, index) => (
                  <li key={`${skill.name}-${index}`} className={styles.skill}>
                    <span lang={fallbackLang('skills', 'name', skill, index)}>{skill.name}</span>
                    {skill.percentage !== undefined && (
                      <>
                        <span className={styles.level}>
                          {formatPercent(skill.percentage, language)}
                        </span>
                        <span
                          className={styles.meter}
                          style={{ '--level': `${skill.percentage}%` } as React.CSSProperties}
                          aria-hidden="true"
                        />
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </CvPart>
          )}
          {cv.languages.length > 0 && (
            <CvPart id="languages" title={t('cv.languages')}>
              <dl className={styles.languages}>
                {cv.languages.map((item, index) => (
                  <div key={`${item.name}-${index}`} className={styles.language}>
                    <dt>{item.name}</dt>
                    {item.level && <dd>{item.level}</dd>}
                  </div>
                ))}
              </dl>
            </CvPart>
          )}
          {cv.certificates.length > 0 && (
            <CvPart id="certificates" title={t('cv.certificates')}>
              <ul className={styles.certificates}>
                {cv.certificates.map((certificate, index) => (
                  <li key={`${certificate.name}-${index}`} className={styles.certificate}>
                    <h3 className={styles.entryTitle}>
                      {certificate.url ? (
                        <a href={certificate.url} data-print-href={printed(certificate.url)}>
                          {certificate.name}
                        </a>
                      ) : (
                        certificate.name
                      )}
                    </h3>
                    <p className={styles.place}>
                      {joinFacts([
                        certificate.issuer,
                        certificate.date &&
                          keepTogether(formatPartialDate(certificate.date, local.dateLocale)),
                      ])}
                    </p>
                  </li>
                ))}
              </ul>
            </CvPart>
          )}
          <CvAwards local={local} />
        </div>
      </div>
    </article>
  );
}
