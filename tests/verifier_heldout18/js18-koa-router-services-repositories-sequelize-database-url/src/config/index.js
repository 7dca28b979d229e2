module.exports = {
  port: 3000,
  jwtSecret: process.env.JWT_SECRET || 'conduit-koa',
  databaseUrl: process.env.DATABASE_URL,
};
