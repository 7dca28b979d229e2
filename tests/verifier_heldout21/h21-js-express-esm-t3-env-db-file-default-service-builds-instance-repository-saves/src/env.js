import { createEnv } from '@t3-oss/env-core';
import { z } from 'zod';

export const env = createEnv({
  server: {
    PORT: z.coerce.number().default(3000),
    DB_FILE: z.string().min(1).default('./var/conduit.db'),
    JWT_SECRET: z.string().default('local-dev-secret'),
  },
  runtimeEnv: process.env,
  emptyStringAsUndefined: true,
});
