const env = process.env;

module.exports = {
  port: Number(env.PORT || 3000),
  jwtSecret: env.JWT_SECRET || 'dev-secret',
  db: {
    database: env.PGDATABASE,
    username: env.PGUSER,
    password: env.PGPASSWORD,
    port: Number(env.PGPORT || 5432),
    primary: { host: env.PGHOST },
    // Read traffic can be pointed at a hot standby.
    replicas: [{ host: env.DB_REPLICA_HOST || env.PGHOST }],
  },
};
