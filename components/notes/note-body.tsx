import section from '@/components/ui/section.module.scss';
import styles from './note-body.module.scss';

/** The note's body, rendered from Markdown at build (lib/content/markdown.ts). */
export function NoteBody({ html, lang }: { html: string; lang?: string }) {
  return (
    <div
      className={`${section.prose} ${styles.body}`}
      lang={lang}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
