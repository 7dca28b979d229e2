const { z } = require('zod');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  JWT_SECRET: z.string().min(8).default('conduit-dev-secret'),
  SQLITE_PATH: z.string().default(':memory:'),
});

const env = schema.parse(process.env);

module.exports = { env };
