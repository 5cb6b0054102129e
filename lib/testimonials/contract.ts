import { TESTIMONIAL_LIMITS } from '@/lib/store/input';

export const ANSWER_FIELDS = ['quote', 'name', 'role', 'company'] as const;
export type AnswerField = (typeof ANSWER_FIELDS)[number];
export type AnswerValues = Record<AnswerField, string>;
export type AnswerErrorKey =
  'quoteShort' | 'quoteLong' | 'tooLong' | 'consent' | 'photo' | 'tooMany' | 'failed' | 'crossSite';

export type AnswerState = {
  outcome: 'idle' | 'invalid' | 'sent';
  values: AnswerValues;
  errors: Partial<Record<AnswerField | 'consent' | 'photo', AnswerErrorKey>>;
  notice?: AnswerErrorKey;
};

export const EMPTY_ANSWER: AnswerValues = { quote: '', name: '', role: '', company: '' };
export const IDLE_ANSWER: AnswerState = { outcome: 'idle', values: EMPTY_ANSWER, errors: {} };

const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const length = (value: string) => [...value].length;

/** The form's text as it is kept, and what is wrong with it, in the catalogue's keys. */
export function checkAnswerFields(read: (name: string) => unknown, consent: boolean) {
  const text = (name: AnswerField, multiline = false) => {
    const raw = read(name);
    const value = typeof raw === 'string' ? raw.replace(CONTROLS, '').trim() : '';
    return multiline ? value.replace(/\r\n?/g, '\n') : value.replace(/\s+/g, ' ');
  };
  const values: AnswerValues = {
    quote: text('quote', true),
    name: text('name'),
    role: text('role'),
    company: text('company'),
  };
  const errors: AnswerState['errors'] = {};
  if (length(values.quote) < TESTIMONIAL_LIMITS.quoteMin) errors.quote = 'quoteShort';
  else if (length(values.quote) > TESTIMONIAL_LIMITS.quoteMax) errors.quote = 'quoteLong';
  for (const field of ['name', 'role', 'company'] as const) {
    if (length(values[field]) > TESTIMONIAL_LIMITS[field]) errors[field] = 'tooLong';
  }
  if (!consent) errors.consent = 'consent';
  return { values, errors };
}
