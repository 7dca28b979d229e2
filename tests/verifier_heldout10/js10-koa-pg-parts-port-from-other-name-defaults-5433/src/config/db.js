// Connection settings. The PG* variables are the ones libpq uses; the port is
// kept separate because the local docker-compose publishes postgres on 5433.
module.exports = {
  host: process.env.PGHOST || 'localhost',
  port: parseInt(process.env.POSTGRES_PORT || '5433', 10),
  database: process.env.PGDATABASE || 'conduit',
  username: process.env.PGUSER || 'postgres',
  password: process.env.PGPASSWORD || 'postgres',
};
