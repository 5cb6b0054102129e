import { APP_ICONS, appIcon } from '@/lib/share/app-icon';

// Any other name is a 404 from the route table, with nothing drawn or cached.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = () => APP_ICONS.map((icon) => ({ name: icon.file }));

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const icon = APP_ICONS.find((candidate) => candidate.file === name);
  if (!icon) return new Response('Not found', { status: 404 });
  return appIcon(icon);
}
