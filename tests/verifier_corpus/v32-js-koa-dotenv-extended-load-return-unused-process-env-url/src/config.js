'use strict';

// Loads .env.defaults and .env, checks them against .env.schema, and copies the values
// into process.env without replacing what the environment already defines.
const fileEnv = require('dotenv-extended').load({ errorOnMissing: true });

module.exports = {
  databaseUrl: process.env.DATABASE_URL,
  jwtSecret: process.env.JWT_SECRET,
  logLevel: fileEnv.LOG_LEVEL,
};
