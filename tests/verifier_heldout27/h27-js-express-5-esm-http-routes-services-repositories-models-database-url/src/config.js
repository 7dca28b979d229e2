// Runtime configuration. The database is the PostgreSQL server the environment points at.
if (!process.env.DATABASE_URL) {
  throw new Error('DATABASE_URL must be set (postgresql://user:password@host:port/db)');
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 3000),
  databaseUrl: process.env.DATABASE_URL,
  jwtSecret: process.env.JWT_SECRET ?? 'conduit-express5-secret',
  jwtTtl: '7d',
});
