import { endpoints, isStopping } from '@/lib/server/runtime';

export const dynamic = 'force-dynamic';

const buildId = process.env.PORTFOLIO_BUILD_ID || 'development';
const headers = { 'Cache-Control': 'no-store' };

/** For load balancers, uptime monitors and container health checks. */
export function GET() {
  if (isStopping()) {
    return Response.json({ status: 'stopping', buildId }, { status: 503, headers });
  }
  let usable = false;
  try {
    usable = endpoints().store.isUsable();
  } catch (error) {
    console.error('[health] the database cannot be opened:', error);
  }
  return usable
    ? Response.json({ status: 'ok', buildId }, { headers })
    : Response.json(
        { status: 'unavailable', buildId, problem: 'database' },
        { status: 503, headers },
      );
}
