const path = require('path');
const dotenv = require('dotenv');

// .env is the single source of truth for settings, also when the shell has stale values.
dotenv.config({ path: path.join(__dirname, '..', '.env'), override: true });

module.exports = {
  port: parseInt(process.env.PORT, 10) || 3000,
  jwtSecret: process.env.JWT_SECRET,
  databaseUrl: process.env.DATABASE_URL,
};
