import { z } from 'zod';

export const Tag = z.object({ id: z.number(), name: z.string() });
export type Tag = z.infer<typeof Tag>;
