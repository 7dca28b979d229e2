module.exports = {
  port: 3000,
  databaseUrl: process.env.POSTGRES_URL || 'postgres://postgres:postgres@localhost:5432/conduit',
  jwtSecret: process.env.JWT_SECRET || 'super-secret',
};
