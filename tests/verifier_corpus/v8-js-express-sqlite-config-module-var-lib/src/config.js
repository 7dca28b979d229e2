module.exports = {
  port: Number(process.env.PORT) || 3000,
  jwtSecret: process.env.JWT_SECRET || 'change-me',
  dbFile: process.env.CONDUIT_DB_FILE || '/var/lib/conduit/db.sqlite',
};
