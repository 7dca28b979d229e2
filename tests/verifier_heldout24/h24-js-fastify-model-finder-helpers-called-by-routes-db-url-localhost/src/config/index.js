module.exports = {
  port: 3000,
  jwtSecret: process.env.JWT_SECRET || 'super-secret',
  db: {
    url: process.env.DB_URL || 'postgres://postgres:postgres@localhost:5432/conduit',
  },
};
