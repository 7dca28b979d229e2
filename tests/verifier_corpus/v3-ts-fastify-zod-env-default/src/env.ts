import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().default(3000),
  DATABASE_URL: z.string().default('sqlite:./conduit.sqlite'),
  JWT_SECRET: z.string().default('dev-secret'),
});

export const env = schema.parse(process.env);
