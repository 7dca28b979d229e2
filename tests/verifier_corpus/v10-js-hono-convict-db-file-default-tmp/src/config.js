import convict from 'convict';

const conf = convict({
  env: {
    doc: 'The application environment.',
    format: ['production', 'development', 'test'],
    default: 'development',
    env: 'NODE_ENV',
  },
  port: {
    doc: 'HTTP port',
    format: 'port',
    default: 3000,
    env: 'PORT',
  },
  db: {
    file: {
      doc: 'SQLite database file',
      format: String,
      default: '/tmp/conduit.sqlite',
      env: 'SQLITE_FILE',
    },
  },
  jwtSecret: {
    doc: 'Secret used to sign tokens',
    format: String,
    default: 'not-so-secret',
    env: 'JWT_SECRET',
    sensitive: true,
  },
});

conf.validate({ allowed: 'strict' });

export default conf.getProperties();
