module.exports = {
  port: Number(process.env.PORT || 3000),
  host: '0.0.0.0',
  jwtSecret: process.env.JWT_SECRET || 'change-me',
  db: {
    name: process.env.DB_NAME || 'conduit',
    user: process.env.DB_USER || 'user',
    password: process.env.DB_PASSWORD || 'password',
    host: process.env.DB_HOST || 'localhost',
    port: Number(process.env.DB_PORT || 5432),
  },
};
