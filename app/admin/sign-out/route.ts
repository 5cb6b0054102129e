import { signOut } from '@/lib/admin/forms';

export const POST = (request: Request) => signOut(request);
