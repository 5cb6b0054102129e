import { handlePasskeys } from '@/lib/admin/passkeys';

export const POST = (request: Request) => handlePasskeys(request);
