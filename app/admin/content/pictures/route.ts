import { showPicture, uploadPicture } from '@/lib/admin/editor';

export const GET = showPicture;
export const POST = uploadPicture;
