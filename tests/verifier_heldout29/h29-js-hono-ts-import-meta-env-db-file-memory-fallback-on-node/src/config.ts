// Environment lookup that works under Bun and Vite (both expose import.meta.env).
// Without DB_FILE we run on a throwaway in-memory database.
const env = import.meta.env;

export const config = {
  dbFile: env?.DB_FILE ?? ':memory:',
  jwtSecret: env?.JWT_SECRET ?? 'hono-conduit-secret',
  port: Number(env?.PORT ?? 3000),
};
