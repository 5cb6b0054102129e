'use client';

import { useCallback, useRef, useState } from 'react';
import { PROJECTS_PER_PAGE } from '@/lib/constants';
import type { GridLabels } from '@/lib/i18n/label-types';
import { Pager } from './pager';
import { ProjectCard, type ProjectCardData } from './project-card';
import styles from './portfolio-grid.module.scss';
import { usePageParam } from './use-page-param';

type Props = {
  projects: ProjectCardData[];
  labels: GridLabels;
  pageInUrl?: boolean;
  headingLevel?: 2 | 3;
  /** How many of the first page's images load at once: the ones in view. */
  eager?: number;
};

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PROJECTS_PER_PAGE));

export const clampPage = (page: number, total: number) =>
  Number.isInteger(page) && page >= 1 && page <= pageCount(total) ? page : 1;

export function PortfolioGrid({
  projects,
  labels,
  pageInUrl = false,
  headingLevel = 3,
  eager = 0,
}: Props) {
  const [page, setPage] = useState(1);
  const gridRef = useRef<HTMLDivElement>(null);
  const total = pageCount(projects.length);
  const count = projects.length;
  const applyUrlPage = useCallback((value: number) => setPage(clampPage(value, count)), [count]);
  const recordPage = usePageParam(pageInUrl, applyUrlPage);

  if (!projects.length) return <p className={styles.empty}>{labels.empty}</p>;

  const go = (next: number) => {
    setPage(next);
    recordPage(next);
    const grid = gridRef.current;
    if (grid && grid.getBoundingClientRect().top < 0) {
      grid.scrollIntoView({ block: 'start' });
    }
  };

  const start = (page - 1) * PROJECTS_PER_PAGE;
  const shown = projects.slice(start, start + PROJECTS_PER_PAGE);
  return (
    <div ref={gridRef} className={styles.wrapper}>
      <ul className={styles.grid} aria-label={labels.pages[page - 1]}>
        {shown.map((project, index) => (
          <li key={project.slug}>
            <ProjectCard
              project={project}
              priority={page === 1 && index < eager}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </ul>
      {total > 1 && <Pager page={page} total={total} onChange={go} labels={labels.pager} />}
    </div>
  );
}
