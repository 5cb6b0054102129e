'use client';

import Form from '@rjsf/core';
import {
  englishStringTranslator,
  TranslatableString,
  type ArrayFieldItemTemplateProps,
  type ErrorSchema,
  type IconButtonProps,
  type RJSFSchema,
  type SubmitButtonProps,
  type UiSchema,
  type WidgetProps,
} from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import Link from 'next/link';
import { routes } from '@/lib/routes';
import { useCallback, useId, useMemo, useState, type DragEvent } from 'react';
import styles from './content-form.module.scss';

export type ContentFormLabels = {
  save: string;
  saving: string;
  saved: string;
  publish?: string;
  refused: string;
  elsewhere: string;
  add: string;
  remove: string;
  moveUp: string;
  moveDown: string;
  upload: string;
  drop: string;
  uploading: string;
  uploadRefused: string;
  choose: string;
  preview: string;
  failed: string;
};

type Problem = { at: (string | number)[]; reason: string };
type Pictures = { public: string[]; private: string[] };

/** Fields whose text runs long: HTML or a paragraph. */
const LONG = new Set([
  'bio',
  'freelancer',
  'description',
  'summary',
  'challenge',
  'approach',
  'outcome',
  'quote',
  'answer',
  'scripts',
  'iframe',
]);
/** Fields that name a picture. */
const PICTURE = new Set(['icon', 'fav', 'avatar', 'avatar_dark', 'cover', 'image']);

const titled = (name: string) => {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** How each field is drawn, read from the JSON Schema's own field names. */
function uiFor(schema: Record<string, unknown>, name?: string): UiSchema {
  const ui: UiSchema = {};
  if (name) ui['ui:title'] = name === 'body' ? 'Text (Markdown)' : titled(name);
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object') {
    const items = schema.items as Record<string, unknown>;
    ui.items = uiFor(items);

    ui['ui:options'] = { orderable: true };
  }
  if (schema.type === 'object' && schema.properties) {
    for (const [key, value] of Object.entries(schema.properties as Record<string, object>)) {
      ui[key] = uiFor(value as Record<string, unknown>, key);
    }
  }
  if (schema.type === 'string' && name) {
    if (name === 'body') ui['ui:widget'] = 'markdown';
    else if (PICTURE.has(name)) ui['ui:widget'] = 'picture';
    else if (LONG.has(name)) ui['ui:widget'] = 'textarea';
  }
  return ui;
}

/** The problems as rjsf's error tree: each reason beside its field. */
function errorTree(problems: Problem[]): ErrorSchema {
  const tree: Record<string, unknown> = {};
  for (const { at, reason } of problems) {
    let node = tree;
    for (const key of at) node = (node[String(key)] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(reason);
  }
  return tree as ErrorSchema;
}

type Context = {
  labels: ContentFormLabels;
  pictures: Pictures;
  addPicture: (src: string, hidden: boolean) => void;
  hiddenAt: (id: string) => boolean;
  /** A list file's item, named by its name, question or slug: where the owner is in a long list. */
  itemTitle: (path: readonly (string | number)[]) => string | undefined;
};

function PictureWidget({ id, value, onChange, disabled, readonly, registry }: WidgetProps) {
  const { labels, pictures, addPicture, hiddenAt } = registry.formContext as Context;
  const hidden = hiddenAt(id);
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const [over, setOver] = useState(false);
  const src = typeof value === 'string' ? value : '';
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setState({ busy: true });
    const query = new URLSearchParams({ name: file.name, ...(hidden ? { private: '1' } : {}) });
    try {
      const response = await fetch(`/admin/content/pictures?${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: file,
      });
      const answer = (await response.json().catch(() => ({}))) as { src?: string; reason?: string };
      if (response.ok && answer.src) {
        addPicture(answer.src, hidden);
        onChange(answer.src);
        setState({ busy: false });
      } else {
        setState({
          busy: false,
          error: labels.uploadRefused.replace('{reason}', answer.reason ?? ''),
        });
      }
    } catch {
      setState({ busy: false, error: labels.failed });
    }
  };
  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void upload(event.dataTransfer.files[0]);
  };
  const shown = hidden ? pictures.private : pictures.public;
  const local = src.startsWith('/') && !src.startsWith('//');
  return (
    <div
      className={styles.picture}
      data-over={over || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={dropped}
    >
      <input
        id={id}
        type="text"
        value={src}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
      {local && (
        // eslint-disable-next-line @next/next/no-img-element -- the owner's file, not yet published
        <img
          className={styles.thumbnail}
          src={`/admin/content/pictures?src=${encodeURIComponent(src)}${hidden ? '&private=1' : ''}`}
          alt=""
        />
      )}
      <div className={styles.pictureActions}>
        <label className={styles.upload}>
          {state.busy ? labels.uploading : labels.upload}
          <input
            type="file"
            accept="image/*"
            disabled={disabled || readonly || state.busy}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </label>
        <span className={styles.hint}>{labels.drop}</span>
        {shown.length > 0 && (
          <select
            aria-label={labels.choose}
            value=""
            disabled={disabled || readonly}
            onChange={(event) => event.target.value && onChange(event.target.value)}
          >
            <option value="">{labels.choose}</option>
            {shown.map((picture) => (
              <option key={picture} value={picture}>
                {picture}
              </option>
            ))}
          </select>
        )}
      </div>
      {state.error && (
        <p role="alert" className={styles.fieldError}>
          {state.error}
        </p>
      )}
    </div>
  );
}

function MarkdownWidget({ id, value, onChange, disabled, readonly, registry }: WidgetProps) {
  const { labels } = registry.formContext as Context;
  const [html, setHtml] = useState<string | null>(null);
  const preview = async () => {
    const response = await fetch('/admin/content/preview', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: value ?? '' }),
    });
    const answer = (await response.json().catch(() => ({}))) as { html?: string };
    setHtml(answer.html ?? '');
  };
  return (
    <div className={styles.markdown}>
      <textarea
        id={id}
        rows={18}
        value={typeof value === 'string' ? value : ''}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value)}
      />
      <button type="button" className={styles.button} onClick={() => void preview()}>
        {labels.preview}
      </button>
      {html !== null && (
        <section className={styles.preview} aria-label={labels.preview}>
          {/* The site's own Markdown pipeline, cleaned on the server as at build. */}
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </section>
      )}
    </div>
  );
}

function TextButton({
  children,
  className,
  iconType,
  id,
  disabled,
  onClick,
}: IconButtonProps & { children?: string }) {
  return (
    <button
      type="button"
      id={id}
      disabled={disabled}
      onClick={onClick}
      className={`${styles.button} ${iconType === 'danger' ? styles.remove : ''} ${className ?? ''}`}
    >
      {children}
    </button>
  );
}

const labelled = (pick: (labels: ContentFormLabels) => string) =>
  function Labelled(props: IconButtonProps) {
    const { labels } = props.registry.formContext as Context;
    return <TextButton {...props}>{pick(labels)}</TextButton>;
  };

const AddButton = labelled((l) => l.add);
const RemoveButton = (props: IconButtonProps) => {
  const { labels } = props.registry.formContext as Context;
  return (
    <TextButton {...props} iconType="danger">
      {labels.remove}
    </TextButton>
  );
};
const MoveUpButton = labelled((l) => l.moveUp);
const MoveDownButton = labelled((l) => l.moveDown);
const CopyButton = () => null;

function ArrayItem({ children, buttonsProps, hasToolbar, registry }: ArrayFieldItemTemplateProps) {
  const Buttons = registry.templates.ArrayFieldItemButtonsTemplate;
  const title = (registry.formContext as Context).itemTitle(buttonsProps.fieldPathId.path);
  return (
    <div className={styles.item}>
      {title && <h2 className={styles.itemTitle}>{title}</h2>}
      {children}
      {hasToolbar && (
        <div className={styles.toolbar}>
          <Buttons {...buttonsProps} />
        </div>
      )}
    </div>
  );
}

const NONE: Problem[] = [];

/** The form's own save button and status follow it instead. */
const Submit = (() => null) as (props: SubmitButtonProps) => null;

/** A content file as a form, saved as JSON to its own address; each problem the server finds is
 * shown beside its field. */
export function ContentForm({
  name,
  schema,
  initial,
  labels,
  pictures: firstPictures,
  projects,
}: {
  name: string;
  schema: Record<string, unknown>;
  initial: unknown;
  labels: ContentFormLabels;
  pictures: Pictures;
  /** portfolios: the private flag decides where a project's pictures go. */
  projects?: boolean;
}) {
  const [data, setData] = useState<unknown>(initial);
  const [pictures, setPictures] = useState(firstPictures);
  const [state, setState] = useState<
    | { kind: 'idle' | 'saving' | 'saved' }
    | { kind: 'refused'; problems: Problem[]; elsewhere: string[] }
    | { kind: 'failed'; text: string }
  >({ kind: 'idle' });
  const statusId = useId();
  const ui = useMemo(() => uiFor(schema), [schema]);
  const addPicture = useCallback(
    (src: string, hidden: boolean) =>
      setPictures((now) => ({
        ...now,
        [hidden ? 'private' : 'public']: [src, ...now[hidden ? 'private' : 'public']],
      })),
    [],
  );
  const hiddenAt = useCallback(
    (id: string) => {
      if (!projects || !Array.isArray(data)) return false;
      const index = /^root_(\d+)_/.exec(id)?.[1];
      return (
        index !== undefined && (data[Number(index)] as { private?: boolean })?.private === true
      );
    },
    [data, projects],
  );
  const itemTitle = useCallback(
    (path: readonly (string | number)[]) => {
      if (path.length !== 1 || !Array.isArray(data)) return undefined;
      const item = data[Number(path[0])] as Record<string, unknown> | undefined;
      const title = item && (item.name ?? item.title ?? item.question ?? item.slug ?? item.id);
      return typeof title === 'string' && title.trim() ? title : undefined;
    },
    [data],
  );
  const context: Context = { labels, pictures, addPicture, hiddenAt, itemTitle };
  const problems = state.kind === 'refused' ? state.problems : NONE;
  const extraErrors = useMemo(() => errorTree(problems), [problems]);
  const translateString = useCallback(
    (which: TranslatableString, params?: string[]) =>
      which === TranslatableString.AddItemButton || which === TranslatableString.AddButton
        ? labels.add
        : englishStringTranslator(which, params),
    [labels.add],
  );

  const save = async () => {
    setState({ kind: 'saving' });
    try {
      const response = await fetch(`/admin/content/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(data),
      });
      if (response.ok) return setState({ kind: 'saved' });
      const answer = (await response.json().catch(() => null)) as {
        problems?: Problem[];
        elsewhere?: string[];
      } | null;
      if (response.status === 422 && answer?.problems) {
        return setState({
          kind: 'refused',
          problems: answer.problems,
          elsewhere: answer.elsewhere ?? [],
        });
      }
      setState({ kind: 'failed', text: (await response.text().catch(() => '')) || labels.failed });
    } catch {
      setState({ kind: 'failed', text: labels.failed });
    }
  };

  return (
    <div className={styles.editor}>
      <Form
        schema={schema as RJSFSchema}
        uiSchema={ui}
        formData={data}
        validator={validator}
        noValidate
        noHtml5Validate
        showErrorList={false}
        extraErrors={extraErrors}
        formContext={context}
        translateString={translateString}
        experimental_defaultFormStateBehavior={{
          emptyObjectFields: 'skipEmptyDefaults',
          arrayMinItems: { populate: 'never' },
        }}
        widgets={{ picture: PictureWidget, markdown: MarkdownWidget }}
        templates={{
          ArrayFieldItemTemplate: ArrayItem,
          ButtonTemplates: {
            AddButton,
            RemoveButton,
            MoveUpButton,
            MoveDownButton,
            CopyButton,
            SubmitButton: Submit,
          },
        }}
        onChange={(event) => setData(event.formData)}
        onSubmit={() => void save()}
      >
        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.save}
            disabled={state.kind === 'saving'}
            aria-describedby={statusId}
          >
            {state.kind === 'saving' ? labels.saving : labels.save}
          </button>
          <div id={statusId} role="status" className={styles.status}>
            {state.kind === 'saved' && (
              <p className={styles.saved}>
                {labels.saved}{' '}
                {labels.publish && (
                  <Link href={routes.adminPublish} prefetch={false}>
                    {labels.publish}
                  </Link>
                )}
              </p>
            )}
          </div>
        </div>
        {(state.kind === 'refused' || state.kind === 'failed') && (
          <div role="alert" className={styles.refused}>
            {state.kind === 'failed' ? (
              <p>{state.text}</p>
            ) : (
              <>
                <p>{labels.refused}</p>
                {state.problems
                  .filter((problem) => problem.at.length === 0)
                  .map((problem) => (
                    <p key={problem.reason}>{problem.reason}</p>
                  ))}
                {state.elsewhere.length > 0 && (
                  <>
                    <p>{labels.elsewhere}</p>
                    <ul>
                      {state.elsewhere.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </>
                )}
              </>
            )}
          </div>
        )}
      </Form>
    </div>
  );
}
