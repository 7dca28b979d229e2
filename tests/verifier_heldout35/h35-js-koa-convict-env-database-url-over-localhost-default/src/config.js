const convict = require('convict');

const config = convict({
  port: { doc: 'HTTP port', format: 'port', default: 3000, env: 'PORT' },
  db: {
    url: {
      doc: 'PostgreSQL connection string',
      format: String,
      default: 'postgres://user:password@localhost:5432/conduit',
      env: 'DATABASE_URL',
    },
  },
});
config.validate({ allowed: 'strict' });
module.exports = config;
