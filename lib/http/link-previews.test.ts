import { isLinkPreview } from './link-previews';
import { PREVIEW_AGENTS } from './test/preview-agents';

const agent = (ua: string) => isLinkPreview(new Headers({ 'user-agent': ua }));

test('link previews, Office and crawlers are told apart from browsers', () => {
  for (const ua of [
    ...PREVIEW_AGENTS,
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'WhatsApp/2.23.20.0',
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  ]) {
    expect([ua, agent(ua)]).toEqual([ua, true]);
  }
  for (const ua of [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
    // A phone whose maker's name ends in "bot": its owner is a client, not a crawler.
    'Mozilla/5.0 (Linux; Android 9; CUBOT X19) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    '',
  ]) {
    expect([ua, agent(ua)]).toEqual([ua, false]);
  }
});
