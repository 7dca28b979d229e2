module.exports = {
  port: Number(process.env.PORT) || 3000,
  jwtSecret: process.env.JWT_SECRET || 'conduit-secret',
  databaseUrl: process.env.DATABASE_URL,
};
