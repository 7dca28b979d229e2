// Settings of the Conduit server (loaded with cosmiconfig).
module.exports = {
  port: 3000,
  jwtSecret: process.env.JWT_SECRET || 'conduit-koa-secret',
  sqlite: {
    // outside the checkout so that redeploys keep the data
    filename: '/var/tmp/conduit/conduit.db',
  },
};
