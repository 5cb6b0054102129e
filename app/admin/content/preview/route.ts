import { previewNote } from '@/lib/admin/editor';

export const POST = previewNote;
