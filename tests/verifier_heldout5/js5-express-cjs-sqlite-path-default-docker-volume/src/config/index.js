// The SQLite file sits on the /data volume (see Dockerfile) so it survives container rebuilds.
module.exports = {
  port: Number(process.env.PORT || 3000),
  jwtSecret: process.env.JWT_SECRET || 'conduit-jwt-secret',
  sqlitePath: process.env.SQLITE_PATH || '/data/conduit.sqlite',
};
