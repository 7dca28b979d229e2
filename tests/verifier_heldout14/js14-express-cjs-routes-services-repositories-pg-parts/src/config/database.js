// Connection settings come from the PG* variables the environment provides.
module.exports = {
  host: process.env.PGHOST,
  port: Number(process.env.PGPORT || 5432),
  username: process.env.PGUSER,
  password: process.env.PGPASSWORD,
  database: process.env.PGDATABASE,
  dialect: 'postgres',
  logging: false,
};
