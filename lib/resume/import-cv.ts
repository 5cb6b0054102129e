import { PARTIAL_DATE } from '../content/schemas';
import { list, text, WEB, type Json } from './import-values';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What only a CV holds: languages, certificates and awards. */
export function cvOf(resume: Json, lost: (what: string) => void): Json {
  return {
    languages: list(resume.languages).flatMap((language, index) => {
      const name = text(language.language);
      if (!name) lost(`languages[${index}]: left out, as it has no language`);
      return name ? [{ name, level: text(language.fluency) }] : [];
    }),
    certificates: list(resume.certificates).flatMap((certificate, index) => {
      const name = text(certificate.name);
      if (!name) {
        lost(`certificates[${index}]: left out, as it has no name`);
        return [];
      }
      let date = text(certificate.date);
      if (date && !DAY.test(date)) {
        lost(`certificates[${index}].date: "${date}" is not a day (YYYY-MM-DD)`);
        date = undefined;
      }
      const url = text(certificate.url);
      if (url && !WEB.test(url)) lost(`certificates[${index}].url: "${url}" is not a web address`);
      return [
        {
          name,
          issuer: text(certificate.issuer),
          date,
          url: url && WEB.test(url) ? url : undefined,
        },
      ];
    }),
    awards: list(resume.awards).flatMap((award, index) => {
      const title = text(award.title);
      if (!title) {
        lost(`awards[${index}]: left out, as it has no title`);
        return [];
      }
      let date = text(award.date);
      if (date && !PARTIAL_DATE.test(date)) {
        lost(`awards[${index}].date: "${date}" is not a date (YYYY, YYYY-MM or YYYY-MM-DD)`);
        date = undefined;
      }
      return [{ title, date, awarder: text(award.awarder), summary: text(award.summary) }];
    }),
  };
}
