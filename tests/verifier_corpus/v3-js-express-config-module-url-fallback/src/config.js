module.exports = {
  port: process.env.PORT || 3000,
  jwtSecret: process.env.JWT_SECRET || 'secret',
  databaseUrl: process.env.DATABASE_URL,
};
