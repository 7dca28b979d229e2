const env = process.env;

module.exports = {
  port: parseInt(env.PORT || '3000', 10),
  jwt: { secret: env.JWT_SECRET || 'koa-conduit-secret', expiresIn: '10d' },
  db: {
    host: env.PGHOST,
    port: parseInt(env.PGPORT || '5432', 10),
    database: env.PGDATABASE,
    username: env.PGUSER,
    password: env.PGPASSWORD,
  },
};
