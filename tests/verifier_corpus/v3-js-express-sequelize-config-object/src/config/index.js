require('dotenv').config();

module.exports = {
  port: Number(process.env.PORT) || 3000,
  jwtSecret: process.env.JWT_SECRET || 'conduit-secret',
  database: {
    url: process.env.DATABASE_URL,
    dialect: 'postgres',
    logging: false,
    pool: { max: 5, idle: 10000 },
  },
};
