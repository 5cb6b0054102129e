import { signInByLink } from '@/lib/admin/forms';

export const POST = (request: Request) => signInByLink(request);
