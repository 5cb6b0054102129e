/** @jest-environment node */
import { guarded } from './answers';

const failing = async (): Promise<Response> => {
  throw new Error('the disk went away');
};
const request = () => new Request('http://127.0.0.1/api/contact-post', { method: 'POST' });

describe('guarded', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("answers a failure with 500 and a plain sentence in the site's language, never the error", async () => {
    const response = await guarded(
      failing,
      () => 'Un problème est survenu de notre côté.',
    )(request());
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      errors: true,
      data: { request: ['Un problème est survenu de notre côté.'] },
    });
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('falls back to the English sentence when even that cannot be had', async () => {
    const response = await guarded(failing, () => {
      throw new Error('no content');
    })(request());
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      errors: true,
      data: { request: ['Something went wrong on our side. Please try again in a moment.'] },
    });
  });
});
