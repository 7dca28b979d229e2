module.exports = {
  port: Number(process.env.PORT) || 3000,
  jwtSecret: process.env.JWT_SECRET || 'conduit-dev-secret',
  db: {
    dialect: 'sqlite',
    storage: process.env.SQLITE_STORAGE || '/tmp/conduit.sqlite',
    logging: false,
  },
};
