/** @jest-environment node */
import { tabIcon } from './app-icon';

describe("the tab's icon", () => {
  it('keeps a vector, .ico or remote favicon as given', () => {
    expect(tabIcon('/images/brand/favicon.svg')).toBe('/images/brand/favicon.svg');
    expect(tabIcon('/favicon.ICO')).toBe('/favicon.ICO');
    expect(tabIcon('https://cdn.example.com/me.png')).toBe('https://cdn.example.com/me.png');
  });

  it('draws any other picture of the site, or none, small', () => {
    expect(tabIcon('/images/brand/favicon.png')).toBe('/icons/favicon.png');
    expect(tabIcon('/images/me.webp')).toBe('/icons/favicon.png');
    expect(tabIcon(undefined)).toBe('/icons/favicon.png');
  });
});
