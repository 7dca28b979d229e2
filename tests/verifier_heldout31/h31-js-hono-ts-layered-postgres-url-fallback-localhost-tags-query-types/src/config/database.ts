export const databaseUrl =
  process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@localhost:5432/conduit';
