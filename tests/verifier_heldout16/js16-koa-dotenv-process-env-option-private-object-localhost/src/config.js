const dotenv = require('dotenv');

// Read .env without polluting process.env; the file describes this app's settings.
const fileEnv = {};
dotenv.config({ processEnv: fileEnv });

module.exports = {
  databaseUrl: fileEnv.DATABASE_URL ?? process.env.DATABASE_URL,
  jwtSecret: fileEnv.JWT_SECRET ?? process.env.JWT_SECRET ?? 'secret',
};
