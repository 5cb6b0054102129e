import { endpoints, isStopping } from '@/lib/endpoints/runtime';

export const dynamic = 'force-dynamic';

const buildId = process.env.PORTFOLIO_BUILD_ID || 'development';
const headers = { 'Cache-Control': 'no-store' };

/** For load balancers, uptime monitors and container health checks. */
export function GET() {
  if (isStopping()) {
    return Response.json({ status: 'stopping', buildId }, { status: 503, headers });
  }
  const unavailable = (problem: string, extra = {}) =>
    Response.json({ status: 'unavailable', buildId, problem, ...extra }, { status: 503, headers });
  try {
    const { messages, disk } = endpoints();
    if (!messages.isUsable()) return unavailable('database');
    // Nearly full: messages can still be stored for a while, but someone must look now.
    if (disk.low()) {
      return unavailable('disk', { freeBytes: disk.free(), minFreeBytes: disk.minFree });
    }
  } catch (error) {
    console.error('[health] the database cannot be opened:', error);
    return unavailable('database');
  }
  return Response.json({ status: 'ok', buildId }, { headers });
}
