import fs from 'node:fs';
import path from 'node:path';
import Link from 'next/link';
import { AdminFrame, Notice } from '@/components/admin/admin-frame';
import styles from '@/components/admin/admin.module.scss';
import { contentFileList, siteFolder, type ContentFile } from '@/lib/admin/content';
import { requireOwner } from '@/lib/admin/session';
import { autonym, contentIn } from '@/lib/content';
import { settings } from '@/lib/settings';
import { routes } from '@/lib/routes';

/** Every file of the content, each a link to its form: the site's own, its notes, and each
 * language's translations. */
export default async function ContentPage() {
  await requireOwner();
  const { t } = contentIn();
  const site = siteFolder();
  const folder = site ?? path.dirname(settings().configDir);
  const files = contentFileList(folder);
  const there = (file: ContentFile) => fs.existsSync(path.join(folder, 'config', file.file));
  const languages = [...new Set(files.flatMap((file) => (file.language ? [file.language] : [])))];
  const group = (title: string, list: ContentFile[]) =>
    list.length > 0 && (
      <section className={styles.contentGroup} aria-labelledby={`files-${title}`}>
        <h2 id={`files-${title}`} className={styles.subtitle}>
          {title}
        </h2>
        <ul className={styles.files}>
          {list.map((file) => (
            <li key={file.name}>
              <Link href={routes.adminContentFile(file.name)} prefetch={false}>
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.meta}>
                  config/{file.file}
                  {!there(file) && ` · ${t('admin.content.absent')}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );

  return (
    <AdminFrame current="content" title={t('admin.content.title')}>
      {!site && (
        <Notice tone="error">{t('admin.content.readOnly', { setting: 'SITE_DIR' })}</Notice>
      )}
      <p className={styles.intro}>{t('admin.content.intro')}</p>
      {group(
        t('admin.content.site'),
        files.filter((file) => !file.language && file.kind === 'json'),
      )}
      {group(
        t('admin.content.notes'),
        files.filter((file) => !file.language && file.kind === 'note'),
      )}
      {languages.map((language) => (
        <div key={language} lang={language}>
          {group(
            t('admin.content.translations', { language: autonym(language) }),
            files.filter((file) => file.language === language),
          )}
        </div>
      ))}
    </AdminFrame>
  );
}
