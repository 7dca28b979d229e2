module.exports = {
  port: Number(process.env.PORT) || 3000,
  jwtSecret: process.env.JWT_SECRET || 'conduit-secret',
  database: {
    url: process.env.DATABASE_URL,
    dialect: 'postgres',
    logging: process.env.SQL_LOG === '1' ? console.log : false,
    pool: { max: 10, min: 0, idle: 10000 },
    define: { underscored: false },
  },
};
