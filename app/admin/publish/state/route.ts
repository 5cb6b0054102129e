import { publishState, startPublish } from '@/lib/admin/publish';

// POST /admin/publish and its JSON GET reach this through proxy.ts: a page and a route handler
// cannot share one address.
export const GET = (request: Request) => publishState(request);
export const POST = (request: Request) => startPublish(request);
