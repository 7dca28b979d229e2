// Loaded before the app through NODE_OPTIONS (see run.sh) so that every node
// process of the project - the server, the seed script, the REPL - sees the same
// settings without a .env file or dotenv.
const defaults = {
  PORT: '3000',
  JWT_SECRET: 'conduit-local-secret',
  JWT_EXPIRES_IN: '7d',
  DATABASE_URL: 'postgres://user:password@localhost:5432/conduit',
  LOG_LEVEL: 'info',
};

Object.assign(process.env, defaults);
