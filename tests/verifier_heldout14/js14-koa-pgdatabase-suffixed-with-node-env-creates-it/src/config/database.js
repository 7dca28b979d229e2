// One database per environment on the same server, so tests never touch development data.
const env = process.env.NODE_ENV || 'development';

module.exports = {
  env,
  connection: {
    dialect: 'postgres',
    host: process.env.PGHOST,
    port: Number(process.env.PGPORT || 5432),
    username: process.env.PGUSER,
    password: process.env.PGPASSWORD,
    logging: false,
  },
  serverDatabase: process.env.PGDATABASE,
  appDatabase: `${process.env.PGDATABASE}_${env}`,
};
