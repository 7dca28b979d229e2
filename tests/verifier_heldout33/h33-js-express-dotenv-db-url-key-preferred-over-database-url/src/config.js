module.exports = {
  // DB_URL lets a developer point at a local database; DATABASE_URL is what hosting platforms set.
  databaseUrl: process.env.DB_URL || process.env.DATABASE_URL,
  jwtSecret: process.env.JWT_SECRET || 'secret',
};
