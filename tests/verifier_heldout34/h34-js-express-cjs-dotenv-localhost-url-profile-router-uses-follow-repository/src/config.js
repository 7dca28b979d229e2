require('dotenv').config();

module.exports = {
  databaseUrl: process.env.DATABASE_URL || 'postgres://postgres:postgres@localhost:5432/conduit_dev',
  jwtSecret: process.env.JWT_SECRET || 'dev-secret',
};
