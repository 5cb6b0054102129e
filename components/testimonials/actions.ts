'use server';

import { headers } from 'next/headers';
import { notFound, redirect, RedirectType } from 'next/navigation';
import { contentIn, getDefaultLanguage, hasLanguage } from '@/lib/content';
import { routes } from '@/lib/routes';
import { submitAnswer } from '@/lib/testimonials/answer';
import { IDLE_ANSWER, type AnswerState } from '@/lib/testimonials/contract';

/** The testimonial form's action, with scripts or without: the page is drawn again with what is
 * wrong; once the answer is kept, a post without scripts lands on the thank-you page. */
export async function sendTestimonial(previous: AnswerState, form: FormData): Promise<AnswerState> {
  const token = form.get('token');
  const named = form.get('language');
  const language = typeof named === 'string' && hasLanguage(named) ? named : getDefaultLanguage();
  const request = await headers();
  if (typeof token !== 'string') notFound();
  let outcome: Awaited<ReturnType<typeof submitAnswer>>;
  try {
    outcome = await submitAnswer(token, form, request);
  } catch (error) {
    console.error('[testimonials] the answer could not be kept:', error);
    return { ...IDLE_ANSWER, values: previous.values, outcome: 'invalid', notice: 'failed' };
  }
  if (outcome === 'gone') notFound();
  if (outcome !== 'sent') return outcome;
  if (!request.has('next-action')) {
    redirect(`${contentIn(language).path(routes.testimonialThanks)}#main`, RedirectType.push);
  }
  return { ...IDLE_ANSWER, outcome: 'sent' };
}
