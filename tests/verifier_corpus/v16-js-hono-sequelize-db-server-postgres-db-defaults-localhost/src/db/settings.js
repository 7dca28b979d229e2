export const dbSettings = {
  host: process.env.DB_SERVER || 'localhost',
  port: Number(process.env.PGPORT || 5432),
  database: process.env.POSTGRES_DB || 'conduit_dev',
  username: process.env.PGUSER,
  password: process.env.PGPASSWORD,
};
