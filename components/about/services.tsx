import section from '@/components/ui/section.module.scss';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Skill } from '@/lib/content/schemas';
import { skillsToggleLabels } from '@/lib/i18n/labels';
import { pageContent } from '@/lib/content/page';
import { formatPercent } from '@/lib/format/number';
import { SkillList } from './skill-list';

export async function Services({ skills, alt }: { skills: Skill[]; alt: boolean }) {
  const { t, language, fallbackLang } = await pageContent();
  return (
    <div
      id="services"
      className={`${section.section} ${section.deferred} ${alt ? section.alt : ''}`}
      tabIndex={-1}
    >
      <div className={section.inner}>
        <SectionHeading eyebrow={t('about.servicesEyebrow')} title={t('about.servicesTitle')} />
        <SkillList
          skills={skills.map((skill, index) => ({
            ...skill,
            shown:
              skill.percentage === undefined
                ? undefined
                : formatPercent(skill.percentage, language),
            lang: fallbackLang('skills', 'name', skill, index),
            descriptionLang: fallbackLang('skills', 'description', skill, index),
          }))}
          labels={skillsToggleLabels(t)}
        />
      </div>
    </div>
  );
}
