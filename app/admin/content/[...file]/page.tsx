import path from 'node:path';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminFrame, Notice } from '@/components/admin/admin-frame';
import styles from '@/components/admin/admin.module.scss';
import { ContentForm } from '@/components/admin/content-form';
import { findContentFile, formSchemaOf, readForForm, siteFolder } from '@/lib/admin/content';
import { picturesIn } from '@/lib/admin/pictures';
import { requireOwner } from '@/lib/admin/session';
import { contentIn } from '@/lib/content';
import { settings } from '@/lib/settings';
import { development } from '@/lib/settings/public';
import { routes } from '@/lib/routes';

type Params = Promise<{ file: string[] }>;

/** One content file as a form, generated from its zod schema. */
export default async function ContentFilePage({ params }: { params: Params }) {
  await requireOwner();
  const { t } = contentIn();
  const name = (await params).file.join('/');
  const site = siteFolder();
  const folder = site ?? path.dirname(settings().configDir);
  const file = findContentFile(folder, name);
  if (!file) notFound();
  type Key = Parameters<typeof t>[0] & `admin.content.${string}`;
  const label = (key: string) => t(`admin.content.${key}` as Key);
  const labels = {
    save: label('save'),
    saving: label('saving'),
    saved: development() ? label('saved') : label('savedPublish'),
    publish: development() ? undefined : label('publish'),
    refused: label('refused'),
    elsewhere: label('elsewhere'),
    add: label('add'),
    remove: label('remove'),
    moveUp: label('moveUp'),
    moveDown: label('moveDown'),
    upload: label('upload'),
    drop: label('drop'),
    uploading: label('uploading'),
    // Filled in the browser with the server's reason.
    uploadRefused: t('admin.content.uploadRefused', { reason: '{reason}' }),
    choose: label('choose'),
    preview: label('preview'),
    failed: label('failed'),
  };
  return (
    <AdminFrame current="content" title={t('admin.content.edit', { file: `config/${file.file}` })}>
      <p>
        <Link href={routes.adminContent} prefetch={false}>
          {t('admin.content.back')}
        </Link>
      </p>
      {!site && (
        <Notice tone="error">{t('admin.content.readOnly', { setting: 'SITE_DIR' })}</Notice>
      )}
      <div className={styles.formArea}>
        <ContentForm
          name={file.name}
          schema={formSchemaOf(file)}
          initial={readForForm(folder, file)}
          labels={labels}
          pictures={{ public: picturesIn(folder, false), private: picturesIn(folder, true) }}
          projects={file.key === 'projects'}
        />
      </div>
    </AdminFrame>
  );
}
