const path = require('path');
const dotenv = require('dotenv');

// one settings file per environment: .env.development, .env.production, .env.test
dotenv.config({ path: path.join(__dirname, '..', `.env.${process.env.NODE_ENV}`) });

module.exports = {
  storage: process.env.DB_STORAGE || ':memory:',
  jwtSecret: process.env.JWT_SECRET || 'secret',
};
