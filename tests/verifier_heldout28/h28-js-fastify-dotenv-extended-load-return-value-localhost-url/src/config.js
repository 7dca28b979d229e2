const dotenvExtended = require('dotenv-extended');

// Loads .env.defaults and .env, checks them against .env.schema.
const env = dotenvExtended.load({ errorOnMissing: true });

module.exports = {
  databaseUrl: env.DATABASE_URL,
  jwtSecret: env.JWT_SECRET,
  port: Number(env.PORT),
};
