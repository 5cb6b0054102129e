import section from '@/components/ui/section.module.scss';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Skill } from '@/lib/content/schemas';
import { SkillList } from './skill-list';

export function Services({ skills }: { skills: Skill[] }) {
  return (
    <div
      id="services"
      className={`${section.section} ${section.deferred} ${section.alt}`}
      tabIndex={-1}
    >
      <div className={section.inner}>
        <SectionHeading eyebrow="Services" title="What I Do" />
        <SkillList skills={skills} />
      </div>
    </div>
  );
}
