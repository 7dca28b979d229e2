'use strict';

const path = require('path');
const dotenv = require('dotenv');

const isProduction = process.env.NODE_ENV === 'production';

// in development the checked-in .env is the source of truth, even over a stale shell
dotenv.config({ path: path.resolve(__dirname, '..', '.env'), override: !isProduction });

module.exports = {
  isProduction,
  port: Number(process.env.PORT) || 3000,
  databaseUrl: process.env.DATABASE_URL,
  jwtSecret: process.env.JWT_SECRET,
};
