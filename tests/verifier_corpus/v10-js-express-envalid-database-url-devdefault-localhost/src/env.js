const { cleanEnv, port, str, url } = require('envalid');

module.exports = cleanEnv(process.env, {
  PORT: port({ default: 3000 }),
  JWT_SECRET: str({ devDefault: 'dev-only-secret', default: 'conduit-secret' }),
  DATABASE_URL: url({ devDefault: 'postgres://conduit:conduit@localhost:5432/conduit_dev' }),
});
