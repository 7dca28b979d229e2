'use strict';

const dotenv = require('dotenv');

const result = dotenv.config();
if (result.error) {
  console.warn('.env not loaded:', result.error.message);
} else {
  console.log(`.env: ${Object.keys(result.parsed).join(', ')} (existing variables kept)`);
}

module.exports = {
  databaseUrl: process.env.DATABASE_URL,
  jwtSecret: process.env.JWT_SECRET,
  port: Number(process.env.PORT) || 3000,
};
