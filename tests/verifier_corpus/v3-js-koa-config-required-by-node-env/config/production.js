module.exports = {
  port: process.env.PORT || 8080,
  db: { dialect: 'postgres', url: process.env.DATABASE_URL, logging: false },
};
