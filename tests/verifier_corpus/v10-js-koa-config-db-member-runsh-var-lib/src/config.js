module.exports = {
  port: parseInt(process.env.PORT || '3000', 10),
  jwt: {
    secret: process.env.JWT_SECRET || 'koa-conduit-secret',
    expiresIn: '7d',
  },
  db: {
    file: process.env.CONDUIT_DB_FILE || './data/conduit.sqlite',
    logging: process.env.DB_LOGGING === '1',
  },
};
