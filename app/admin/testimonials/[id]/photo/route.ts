import { testimonialPhoto } from '@/lib/admin/testimonials';

export const dynamic = 'force-dynamic';

export const GET = async (request: Request, { params }: { params: Promise<{ id: string }> }) =>
  testimonialPhoto(request, (await params).id);
