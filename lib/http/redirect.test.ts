/** @jest-environment node */
import { NextRequest } from 'next/server';
import { seeOther, seeOtherFromProxy } from './redirect';

test('a 303 names the path alone, so the browser stays on the address it asked for', () => {
  const answer = seeOther('/admin/security?welcome=1');
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('/admin/security?welcome=1');
});

test('another host written as a path is refused, from a route or from the proxy', () => {
  const request = new NextRequest('http://localhost:3000/private/x');
  for (const to of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'admin']) {
    expect(() => seeOther(to)).toThrow('Not a path of this site');
    expect(() => seeOtherFromProxy(request, to)).toThrow('Not a path of this site');
  }
  expect(seeOtherFromProxy(request, '/fr/shared').status).toBe(303);
});
