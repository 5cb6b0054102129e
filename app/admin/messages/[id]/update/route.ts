import { updateMessage } from '@/lib/admin/forms';

export const POST = async (request: Request, { params }: { params: Promise<{ id: string }> }) =>
  updateMessage(request, (await params).id);
