const env = process.env.NODE_ENV || 'development';

// One database per environment on the same server: conduit_development, conduit_test, ...
module.exports = {
  env,
  port: Number(process.env.PORT) || 3000,
  database: {
    host: process.env.PGHOST || 'localhost',
    port: Number(process.env.PGPORT) || 5432,
    username: process.env.PGUSER || 'postgres',
    password: process.env.PGPASSWORD || 'postgres',
    database: `${process.env.PGDATABASE || 'conduit'}_${env}`,
    dialect: 'postgres',
    logging: false,
  },
};
