const path = require('path');
const profiles = require('../config/profiles.json');

// Usage: node src/server.js [profile]   (development | test | production)
const profile = process.argv[2] || process.env.CONDUIT_PROFILE || 'development';
const settings = profiles[profile];
if (!settings) {
  throw new Error(`unknown profile "${profile}"`);
}

const storage = settings.storage === ':memory:'
  ? ':memory:'
  : path.resolve(__dirname, '..', settings.storage);

module.exports = { profile, storage, logSql: settings.logSql, jwtSecret: settings.jwtSecret };
