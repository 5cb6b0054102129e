import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkillList } from './skill-list';
import { english } from '@/lib/i18n/english';
import { skillsToggleLabels } from '@/lib/i18n/labels';
import { formatPercent } from '@/lib/format/number';

const skills = [
  { name: 'UI design', percentage: 95 },
  { name: 'Design systems', percentage: 90 },
  { name: 'Front-end', percentage: 88 },
  { name: 'Branding', percentage: 85 },
  { name: 'Motion', percentage: 70 },
];

const List = ({ of = skills, locale = 'en' }: { of?: typeof skills; locale?: string }) => (
  <SkillList
    labels={skillsToggleLabels(english)}
    skills={of.map((skill) => ({ ...skill, shown: formatPercent(skill.percentage, locale) }))}
  />
);

describe('SkillList', () => {
  it('shows the first 3 skills, numbered from 1, each with a bar at its percentage', () => {
    render(<List />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('01UI design95%');
    const bar = screen.getByRole('progressbar', { name: 'UI design' });
    expect(bar).toHaveAttribute('aria-valuenow', '95');
    expect(bar.firstElementChild).toHaveStyle({ width: '95%' });
  });

  it("writes the percentages as the page's language does", () => {
    render(<List locale="fr" />);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/^01UI design95\s%$/);
    expect(screen.getByRole('progressbar', { name: 'UI design' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^95[\u00a0\u202f]%$/),
    );
  });

  it('toggles between Show More and Show Less', async () => {
    render(<List />);
    const toggle = screen.getByRole('button', { name: 'Show More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getAllByRole('listitem')[4]).toHaveTextContent('05Motion70%');
    expect(toggle).toHaveTextContent('Show Less');
    await userEvent.click(toggle);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(toggle).toHaveTextContent('Show More');
  });

  it('has no toggle with 3 skills or fewer', () => {
    render(<List of={skills.slice(0, 3)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('SkillList without percentages', () => {
  const services = [
    { name: 'Interface design', description: 'Screens your customers understand at first sight.' },
    { name: 'Design systems', description: 'Components your team reuses.' },
    { name: 'Front-end', description: 'The design built as drawn.' },
    { name: 'Branding' },
  ];

  it('lists services, numbered, each named with its line and no bar, 3 at first', async () => {
    render(<SkillList labels={skillsToggleLabels(english)} skills={services} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(
      '01Interface designScreens your customers understand at first sight.',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Interface design' })).toBeVisible();
    expect(items[0]).not.toHaveTextContent('%');
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(screen.getAllByRole('listitem')[3]).toHaveTextContent(/^04Branding$/);
  });

  it('keeps a bar for a skill that has a percentage, with its line beneath', () => {
    render(
      <SkillList
        labels={skillsToggleLabels(english)}
        skills={[{ name: 'UI design', percentage: 95, shown: '95%', description: 'Screens.' }]}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'UI design' })).toHaveAttribute(
      'aria-valuenow',
      '95',
    );
    expect(screen.getByText('Screens.')).toBeVisible();
  });
});
