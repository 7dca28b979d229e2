module.exports = {
  jwtSecret: process.env.JWT_SECRET || 'koa-sequelize',
  db: {
    // the connection URL names the database file
    url: process.env.DATABASE_URL || 'sqlite:data/conduit.sqlite',
    // tests run against a private database; the URL above is what the server uses
    storage: process.env.SQLITE_STORAGE || ':memory:',
  },
};
