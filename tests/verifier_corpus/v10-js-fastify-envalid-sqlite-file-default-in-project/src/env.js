'use strict';

const { cleanEnv, str, port } = require('envalid');

const env = cleanEnv(process.env, {
  PORT: port({ default: 3000 }),
  HOST: str({ default: '0.0.0.0' }),
  JWT_SECRET: str({ default: 'fastify-conduit-secret' }),
  SQLITE_FILE: str({ default: 'data/conduit.sqlite', desc: 'SQLite database file, relative to the project' }),
});

module.exports = env;
