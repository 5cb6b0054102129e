import { saveContent } from '@/lib/admin/editor';

/** POST /admin/content/<file>, handed here by the proxy: the whole file as JSON. */
export async function POST(request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  return saveContent(request, (await params).file.join('/'));
}
