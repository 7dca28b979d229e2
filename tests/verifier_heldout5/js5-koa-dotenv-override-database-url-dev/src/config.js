const path = require('path');
// .env is the source of truth for local runs; override so a stale shell export cannot win.
require('dotenv').config({ path: path.resolve(__dirname, '..', '.env'), override: true });

module.exports = {
  port: Number(process.env.PORT) || 3000,
  databaseUrl: process.env.DATABASE_URL,
  jwtSecret: process.env.JWT_SECRET,
};
