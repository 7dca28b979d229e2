// Connection settings for the Conduit database.
export default {
  dialect: 'postgres',
  host: 'localhost',
  port: 5432,
  database: 'conduit',
  username: 'user',
  password: 'password',
  logging: false,
  pool: { max: 10, idle: 10000 },
};
