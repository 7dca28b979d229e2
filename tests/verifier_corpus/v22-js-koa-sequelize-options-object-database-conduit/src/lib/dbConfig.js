// Shared by the app and the seed script.
module.exports = {
  dialect: 'postgres',
  database: 'conduit',
  username: process.env.PGUSER,
  password: process.env.PGPASSWORD,
  host: process.env.PGHOST,
  port: Number(process.env.PGPORT || 5432),
  logging: false,
  define: { underscored: true },
};
