import { askForTestimonial } from '@/lib/admin/testimonials';

export const POST = (request: Request) => askForTestimonial(request);
