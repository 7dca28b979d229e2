module.exports = {
  port: 3000,
  jwtSecret: process.env.JWT_SECRET || 'super-secret-conduit-key',
  db: {
    database: 'conduit',
    username: 'postgres',
    password: 'postgres',
    host: 'localhost',
    port: 5432,
    dialect: 'postgres',
  },
};
