'use strict';
const path = require('node:path');
const convict = require('convict');

const config = convict({
  env: {
    doc: 'Application environment',
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
    url: {
      doc: 'PostgreSQL connection string',
      format: String,
      default: '',
      env: 'DATABASE_URL',
    },
    poolSize: {
      format: 'nat',
      default: 10,
      env: 'DB_POOL_SIZE',
    },
  },
  jwt: {
    secret: {
      format: String,
      default: 'change-me',
      env: 'JWT_SECRET',
      sensitive: true,
    },
  },
  log: {
    level: {
      format: ['fatal', 'error', 'warn', 'info', 'debug', 'trace'],
      default: 'info',
      env: 'LOG_LEVEL',
    },
  },
});

config.loadFile(path.join(__dirname, '..', 'config', `${config.get('env')}.json`));
config.validate({ allowed: 'strict' });

module.exports = config;
