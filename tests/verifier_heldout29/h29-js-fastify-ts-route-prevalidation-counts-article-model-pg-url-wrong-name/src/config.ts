export const config = {
  port: Number(process.env.PORT ?? 3000),
  jwtSecret: process.env.JWT_SECRET ?? 'conduit-dev-secret',
  databaseUrl: process.env.POSTGRES_URL ?? 'postgres://conduit:conduit@localhost:5432/conduit',
};
