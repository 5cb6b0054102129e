import { removePasskey } from '@/lib/admin/forms';

export const POST = (request: Request) => removePasskey(request);
