module.exports = {
  port: parseInt(process.env.PORT || '3000', 10),
  jwt: { secret: process.env.JWT_SECRET || 'koa-conduit-secret', expiresIn: '10d' },
};
