module.exports = {
  port: 3000,
  databaseUrl: process.env.DATABASE_URL,
  jwtSecret: process.env.JWT_SECRET || 'conduit-jwt-secret',
};
