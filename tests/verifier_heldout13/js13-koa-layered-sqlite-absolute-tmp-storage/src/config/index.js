module.exports = {
  port: 3000,
  jwtSecret: process.env.JWT_SECRET || 'koa-realworld',
  // absolute path so the location does not depend on where the server is started from
  sqliteStorage: '/tmp/conduit.sqlite',
};
