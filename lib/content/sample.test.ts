/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { formatProblem } from './problems';
import { SAMPLE_MARKS, findLeftovers, readSampleMarks } from './sample';
import { SAMPLE_FOLDER } from '../site-folder';
import { validFiles, writeSite } from './test/fixture';

const root = path.resolve(__dirname, '../..');
const sampleConfig = path.join(root, SAMPLE_FOLDER, 'config');
const samplePublic = path.join(root, SAMPLE_FOLDER, 'public');
const sampleJson = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(sampleConfig, file), 'utf8')) as Record<string, unknown>;
const isSample = findLeftovers(sampleConfig, samplePublic).wholeSample;

describe('the sample marks', () => {
  (isSample ? it : it.skip)('are those of the sample in examples/sample/', () => {
    // Changed the sample? `npx tsx scripts/sample-marks.ts` writes them again.
    expect(readSampleMarks(sampleConfig, samplePublic)).toEqual(SAMPLE_MARKS);
  });
});

describe('findLeftovers', () => {
  it('knows the sample as the sample', () => {
    expect(isSample).toBe(true);
  });

  it("names each of the sample's texts, links, pictures and files left in an owner's site", () => {
    const files = validFiles();
    const sampleAbout = sampleJson('about.json');
    const sampleTestimonials = sampleJson('testimonials.json') as { data: { quote: string }[] };
    Object.assign(files['about.json'] as Record<string, unknown>, {
      resume_cv: '/files/ines-moreau-cv.pdf',
      booking_url: sampleAbout.booking_url,
      icon: '/images/brand/logo.svg',
    });
    files['testimonials.json'] = [
      { name: 'Dana Osei', quote: 'Quick and kind, the site went live a week early.' },
      { name: 'Someone', quote: sampleTestimonials.data[0]!.quote },
    ];
    files['notes/kept.md'] = fs.readFileSync(
      path.join(sampleConfig, 'notes/light-dark-design-tokens.md'),
      'utf8',
    );
    const site = writeSite(files);
    for (const file of [
      'files/ines-moreau-cv.pdf',
      'images/brand/logo.svg',
      'embed/studio-map.html',
    ]) {
      fs.mkdirSync(path.dirname(path.join(site.publicDir, file)), { recursive: true });
      fs.copyFileSync(path.join(samplePublic, file), path.join(site.publicDir, file));
    }

    const leftovers = findLeftovers(site.configDir, site.publicDir);
    expect(leftovers.wholeSample).toBe(false);
    expect(leftovers.found.map(formatProblem)).toEqual([
      'config/about.json › icon: "/images/brand/logo.svg" is the sample\'s file',
      'config/about.json › resume_cv: "/files/ines-moreau-cv.pdf" is the sample\'s file',
      "config/about.json › booking_url: names the sample's owner",
      "config/notes/kept.md: holds the sample's text",
      "config/testimonials.json › [1].quote: is the sample's text",
      "public/embed/studio-map.html: is the sample's: delete it",
    ]);
  });

  it("finds nothing in a site of the owner's own, nor in the new owner's example", () => {
    const own = writeSite(validFiles());
    expect(findLeftovers(own.configDir, own.publicDir)).toEqual({ wholeSample: false, found: [] });
    const newOwner = path.join(root, 'examples/new-owner/config');
    expect(findLeftovers(newOwner, own.publicDir).found).toEqual([]);
  });
});
