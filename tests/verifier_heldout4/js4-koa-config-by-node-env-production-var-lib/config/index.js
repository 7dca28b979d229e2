const path = require('path');

const root = path.resolve(__dirname, '..');
const env = process.env.NODE_ENV || 'development';

const settings = {
  development: {
    port: 3000,
    db: { dialect: 'sqlite', storage: path.join(root, 'db', 'development.sqlite'), logging: console.log },
  },
  test: {
    port: 3001,
    db: { dialect: 'sqlite', storage: ':memory:', logging: false },
  },
  production: {
    port: Number(process.env.PORT) || 3000,
    // Persistent volume on the host, survives redeploys of the app directory.
    db: { dialect: 'sqlite', storage: process.env.SQLITE_PATH || '/var/lib/conduit/conduit.sqlite', logging: false },
  },
};

module.exports = { env, jwtSecret: process.env.JWT_SECRET || 'not-so-secret', ...settings[env] };
