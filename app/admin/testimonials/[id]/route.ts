import { updateTestimonial } from '@/lib/admin/testimonials';

export const POST = async (request: Request, { params }: { params: Promise<{ id: string }> }) =>
  updateTestimonial(request, (await params).id);
