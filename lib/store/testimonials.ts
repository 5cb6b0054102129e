import type { ExpressionBuilder, Selection } from 'kysely';
import { hashSecret, isSecret, newSecret } from './input';
import type { Database } from './tables';
import { b, affected, countAll, counted, first, iso, isRowId, lock, rowsIfAny, Store } from './sql';
import {
  checkNewRequest,
  TESTIMONIAL_REQUESTS_MAX,
  type NewTestimonialRequest,
  type TestimonialAnswer,
} from './input';

/** new: answered, waiting for the owner; open: not answered yet. */
export type TestimonialState = 'open' | 'new' | 'published' | 'declined';

type Selected<C extends readonly string[]> = Selection<Database, 'testimonials', C[number]>;

/** What the client's page shows: who the link is for, its project and language. */
export type TestimonialRequest = Selected<typeof REQUEST>;

export type TestimonialSummary = Omit<Selected<typeof SUMMARY>, 'state'> & {
  state: TestimonialState;
};

const REQUEST = ['id', 'client', 'project', 'language'] as const;
const SUMMARY = [
  ...REQUEST,
  'email',
  'created_at as createdAt',
  'expires_at as expiresAt',
  'revoked_at as revokedAt',
  'state',
  'answered_at as answeredAt',
  'quote',
  'corrected_quote as correctedQuote',
  'name',
  'role',
  'company',
  'photo',
  'consent_at as consentAt',
] as const;

/** A request is answered once: while it is open, unrevoked and unexpired. */
const answerable =
  (token: string, now: Date) => (eb: ExpressionBuilder<Database, 'testimonials'>) =>
    eb.and([
      eb('token_hash', '=', hashSecret(token)),
      eb('state', '=', 'open'),
      eb('revoked_at', 'is', null),
      eb('expires_at', '>', iso(now)),
    ]);

/** Testimonial requests and their answers on either engine; the answer's update checks the
 * request is still open on the row it waited for, so two racing posts store one answer. */
export class TestimonialStore extends Store {
  /** The token is answered once and never stored: only its hash is. */
  async createRequest(input: NewTestimonialRequest): Promise<{ id: number; token: string }> {
    const now = input.now ?? new Date();
    const request = checkNewRequest(input, now);
    const token = newSecret();
    return this.engine.run(
      function* () {
        yield* lock('createLink');
        const count = yield* counted(b.selectFrom('testimonials').select(countAll.as('count')));
        if (count >= TESTIMONIAL_REQUESTS_MAX) {
          throw new Error(
            `there are ${count} testimonial requests, the most one site keeps: delete answers or revoke requests first`,
          );
        }
        const row = yield* first(
          b
            .insertInto('testimonials')
            .values({
              token_hash: hashSecret(token),
              client: request.client,
              email: request.email,
              project: request.project,
              language: request.language,
              created_at: iso(now),
              expires_at: iso(request.expiresAt),
            })
            .returning('id'),
        );
        return { id: Number(row!.id), token };
      },
      { transaction: 'write' },
    );
  }

  /** The request the token would answer now, spending nothing: for the page a preview fetches. */
  async request(token: string, now = new Date()): Promise<TestimonialRequest | null> {
    if (!isSecret(token)) return null;
    const query = b.selectFrom('testimonials').select(REQUEST).where(answerable(token, now));
    return (await this.engine.run(() => first(query))) ?? null;
  }

  /** Stores the answer and spends the link; null when the token answers nothing (any more). */
  async answer(
    token: string,
    answer: TestimonialAnswer,
    now = new Date(),
  ): Promise<TestimonialRequest | null> {
    if (!isSecret(token)) return null;
    const query = b
      .updateTable('testimonials')
      .set({
        state: 'new',
        answered_at: iso(now),
        consent_at: iso(now),
        quote: answer.quote,
        name: answer.name,
        role: answer.role,
        company: answer.company,
        photo: answer.photo,
      })
      .where(answerable(token, now))
      .returning(REQUEST);
    return (await this.engine.run(() => first(query), { transaction: 'write' })) ?? null;
  }

  list(): Promise<TestimonialSummary[]> {
    const query = b
      .selectFrom('testimonials')
      .select(SUMMARY)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
    return this.engine.run(() => rowsIfAny(query, 'testimonials')) as Promise<TestimonialSummary[]>;
  }

  async find(id: number): Promise<TestimonialSummary | null> {
    if (!isRowId(id)) return null;
    const query = b.selectFrom('testimonials').select(SUMMARY).where('id', '=', id);
    return ((await this.engine.run(() => first(query))) as TestimonialSummary | undefined) ?? null;
  }

  /** An open request answers nothing from now on; false when it is unknown or not open. */
  async revoke(id: number, now = new Date()): Promise<boolean> {
    if (!isRowId(id)) return false;
    const query = b
      .updateTable('testimonials')
      .set({ revoked_at: iso(now) })
      .where('id', '=', id)
      .where('state', '=', 'open')
      .where('revoked_at', 'is', null);
    return (await this.engine.run(() => affected(query))) > 0;
  }

  /** The owner's correction; the client's own words stay in `quote`. Null or the same clears it. */
  async correct(id: number, corrected: string | null): Promise<boolean> {
    if (!isRowId(id)) return false;
    const query = b
      .updateTable('testimonials')
      .set((eb) => ({
        corrected_quote:
          corrected === null
            ? null
            : eb.case().when('quote', '=', corrected).then(null).else(corrected).end(),
      }))
      .where('id', '=', id)
      .where('state', '<>', 'open');
    return (await this.engine.run(() => affected(query))) > 0;
  }

  /** An answer published or declined; the photo goes with a declined one. */
  async decide(id: number, state: 'published' | 'declined', now = new Date()): Promise<boolean> {
    if (!isRowId(id)) return false;
    const query = b
      .updateTable('testimonials')
      .set({ state, decided_at: iso(now), ...(state === 'declined' ? { photo: null } : {}) })
      .where('id', '=', id)
      .where('state', '<>', 'open');
    return (await this.engine.run(() => affected(query))) > 0;
  }

  async delete(id: number): Promise<boolean> {
    if (!isRowId(id)) return false;
    const query = b.deleteFrom('testimonials').where('id', '=', id);
    return (await this.engine.run(() => affected(query))) > 0;
  }
}
