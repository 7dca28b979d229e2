const env = process.env.NODE_ENV || 'development';

module.exports = {
  env,
  port: 3000,
  jwtSecret: process.env.JWT_SECRET || 'koa-realworld',
  databaseUrl: env === 'production'
    ? process.env.DATABASE_URL
    : 'postgres://postgres:postgres@localhost:5432/conduit_dev',
};
