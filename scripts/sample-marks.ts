/** Writes lib/content/sample-marks.json from the sample in examples/sample/config/ and public/:
 * run it after changing the sample, so that check-config and `npm run new-site` know it. */
import fs from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { readSampleMarks } from '../lib/content/sample';
import { SAMPLE_FOLDER } from '../lib/site-folder';

const root = path.resolve(__dirname, '..');
const sample = path.join(root, SAMPLE_FOLDER);
const marks = readSampleMarks(path.join(sample, 'config'), path.join(sample, 'public'));
const out = path.join(root, 'lib/content/sample-marks.json');
void format(JSON.stringify(marks), { parser: 'json' }).then((text) => fs.writeFileSync(out, text));
console.log(
  `${path.relative(root, out)}: ${marks.texts.length} texts, ${Object.keys(marks.files).length} files in public/, ${Object.keys(marks.config).length} files in config/.`,
);
