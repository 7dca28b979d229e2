const env = require('env-var');

module.exports = {
  port: env.get('PORT').default('3000').asPortNumber(),
  dbUrl: env.get('DB_URL').default('postgres://postgres:postgres@localhost:5432/conduit').asUrlString(),
  jwtSecret: env.get('JWT_SECRET').default('change-me').asString(),
};
