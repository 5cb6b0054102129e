import { fakeResponse } from '@/jest.fetch';
import { EMPTY_VALUES } from './contract';
import { readContactAnswer, sendContactMessage } from './client';

const TYPED = { name: 'Ann', email: 'a@b', subject: '', message: 'Hello', offer: '' };

describe('readContactAnswer', () => {
  it('reads a success message', () => {
    expect(readContactAnswer(true, { errors: false, data: 'Thanks!' }, TYPED)).toEqual({
      outcome: 'sent',
      values: EMPTY_VALUES,
      errors: {},
      notice: 'Thanks!',
    });
  });

  it('takes the first message of each field, whatever the status', () => {
    expect(
      readContactAnswer(
        false,
        {
          errors: true,
          data: {
            name: ['Name is required.', 'second'],
            email: ['Bad email.'],
            offer: ['Please choose one of the offers in the list.'],
            extra: ['Slow down.'],
          },
        },
        TYPED,
      ),
    ).toEqual({
      outcome: 'invalid',
      values: TYPED,
      errors: {
        name: 'Name is required.',
        email: 'Bad email.',
        offer: 'Please choose one of the offers in the list.',
      },
      notice: 'Slow down.',
    });
  });

  it.each([
    [false, undefined],
    [false, { message: 'Server Error' }],
    [true, { errors: false, data: 42 }],
    [false, { errors: false, data: 'ok' }],
    [false, { errors: true, data: {} }],
  ])('treats anything else as a failure (ok=%p, body=%p)', (ok, body) => {
    expect(readContactAnswer(ok, body, TYPED)).toBeUndefined();
  });
});

describe('sendContactMessage', () => {
  it('POSTs JSON { name, subject, email, message } plus the honeypot', async () => {
    const fetch = jest.fn(async () => fakeResponse(200, { errors: false, data: 'Thanks' }));
    global.fetch = fetch as unknown as typeof global.fetch;
    const result = await sendContactMessage({
      name: 'Ann',
      email: 'a@b.co',
      subject: 'Hi',
      message: 'Hello',
      offer: '',
    });
    expect(result).toMatchObject({ outcome: 'sent', notice: 'Thanks' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact-post');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ann',
      subject: 'Hi',
      email: 'a@b.co',
      message: 'Hello',
      website: '',
    });
  });

  it('names the offer the message is about, and leaves it out for something else', async () => {
    const fetch = jest.fn(async () => fakeResponse(200, { errors: false, data: 'Thanks' }));
    global.fetch = fetch as unknown as typeof global.fetch;
    const fields = { name: 'Ann', email: 'a@b.co', subject: '', message: 'Hello' };
    await sendContactMessage({ ...fields, offer: 'brand-sprint' });
    await sendContactMessage({ ...fields, offer: '' });
    const bodies = (fetch.mock.calls as unknown as [string, RequestInit][]).map(([, init]) =>
      JSON.parse(init.body as string),
    );
    expect(bodies[0]).toEqual({ ...fields, offer: 'brand-sprint', website: '' });
    expect(bodies[1]).toEqual({ ...fields, website: '' });
  });

  it('fails quietly on a network error', async () => {
    global.fetch = jest.fn(async () =>
      Promise.reject(new TypeError('offline')),
    ) as unknown as typeof fetch;
    await expect(
      sendContactMessage({ name: '', email: '', subject: '', message: '', offer: '' }),
    ).resolves.toBeUndefined();
  });
});
