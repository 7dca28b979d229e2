import { z } from 'zod';

const EnvSchema = z.object({
  PORT: z.coerce.number().default(3000),
  DATABASE_URL: z.string().url().default('postgres://postgres:postgres@localhost:5432/conduit'),
  JWT_SECRET: z.string().default('change-me-in-production'),
});

export const config = EnvSchema.parse(process.env);
export type Config = z.infer<typeof EnvSchema>;
