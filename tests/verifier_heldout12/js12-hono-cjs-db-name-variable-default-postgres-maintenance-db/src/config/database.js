// Connection settings. Host and credentials come from the standard libpq variables;
// the database name from DB_NAME, falling back to the "postgres" database that every
// PostgreSQL server has.
module.exports = {
  dialect: 'postgres',
  host: process.env.PGHOST || 'localhost',
  port: Number(process.env.PGPORT || 5432),
  username: process.env.PGUSER || 'postgres',
  password: process.env.PGPASSWORD || '',
  database: process.env.DB_NAME || 'postgres',
  logging: false,
};
