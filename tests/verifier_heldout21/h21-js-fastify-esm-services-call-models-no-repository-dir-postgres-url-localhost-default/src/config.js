export const config = {
  port: Number(process.env.PORT ?? 3000),
  databaseUrl: process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@localhost:5432/conduit',
  jwtSecret: process.env.JWT_SECRET ?? 'dev',
};
