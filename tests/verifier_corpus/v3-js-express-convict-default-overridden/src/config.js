const convict = require('convict');

const config = convict({
  env: { doc: 'The application environment.', format: ['production', 'development', 'test'], default: 'development', env: 'NODE_ENV' },
  port: { doc: 'HTTP port', format: 'port', default: 3000, env: 'PORT' },
  db: {
    url: {
      doc: 'Database connection URL',
      format: String,
      default: 'sqlite:./conduit.sqlite',
      env: 'DATABASE_URL',
    },
  },
});

config.validate({ allowed: 'strict' });

module.exports = config;
