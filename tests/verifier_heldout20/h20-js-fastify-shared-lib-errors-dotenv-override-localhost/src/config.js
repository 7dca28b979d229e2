const path = require('path');
require('dotenv').config({ path: path.join(__dirname, '..', '.env'), override: true });

module.exports = {
  databaseUrl: process.env.DATABASE_URL,
  jwtSecret: process.env.JWT_SECRET,
};
