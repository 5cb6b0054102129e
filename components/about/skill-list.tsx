'use client';

import { useId, useState } from 'react';
import { INITIALLY_VISIBLE_SKILLS } from '@/lib/constants';
import type { Skill } from '@/lib/content/schemas';
import { ToggleButton } from '@/components/ui/toggle-button';
import type { ToggleLabels } from '@/lib/i18n/label-types';
import styles from './skill-list.module.scss';

// `shown`: the percentage as the page's language writes it ("80 %" in French), when it has one;
// `lang`, `descriptionLang`: the texts' language where a translation left them out.
export type ShownSkill = Skill & { shown?: string; lang?: string; descriptionLang?: string };

/** The hidden skills stay in the page, so that search engines read them and paper prints them.
 * A skill with a percentage has its bar; one without is a service, named with its line. */
export function SkillList({ skills, labels }: { skills: ShownSkill[]; labels: ToggleLabels }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const collapsible = skills.length > INITIALLY_VISIBLE_SKILLS;

  return (
    <>
      <ol id={id} className={styles.list}>
        {skills.map((skill, index) => {
          const labelId = `${id}-${index}`;
          return (
            <li
              key={`${skill.name}-${index}`}
              className={styles.skill}
              hidden={!expanded && index >= INITIALLY_VISIBLE_SKILLS}
            >
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div className={styles.body}>
                {skill.percentage === undefined ? (
                  <h3 id={labelId} className={styles.service} lang={skill.lang}>
                    {skill.name}
                  </h3>
                ) : (
                  <>
                    <div className={styles.row}>
                      <span id={labelId} className={styles.name} lang={skill.lang}>
                        {skill.name}
                      </span>
                      <span className={styles.value}>{skill.shown}</span>
                    </div>
                    <div
                      className={styles.track}
                      role="progressbar"
                      aria-labelledby={labelId}
                      aria-valuenow={skill.percentage}
                      aria-valuetext={skill.shown}
                      aria-valuemin={0}
                      aria-valuemax={100}
                    >
                      <div className={styles.bar} style={{ width: `${skill.percentage}%` }} />
                    </div>
                  </>
                )}
                {skill.description && (
                  <p className={styles.description} lang={skill.descriptionLang}>
                    {skill.description}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {collapsible && (
        <ToggleButton
          expanded={expanded}
          controls={id}
          labels={labels}
          onToggle={() => setExpanded((value) => !value)}
          className={styles.toggle}
        />
      )}
    </>
  );
}
