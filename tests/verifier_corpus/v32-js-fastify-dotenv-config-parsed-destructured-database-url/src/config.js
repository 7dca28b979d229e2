'use strict';

const path = require('path');

const { parsed: env = {}, error } = require('dotenv').config({ path: path.join(__dirname, '..', '.env') });
if (error) console.warn('no .env file found, using defaults');

module.exports = {
  databaseUrl: env.DATABASE_URL,
  jwtSecret: env.JWT_SECRET || 'dev-secret',
  port: Number(env.PORT) || 3000,
};
