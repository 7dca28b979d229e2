// Split DATABASE_URL into the options Sequelize takes, so pool settings can sit beside them.
const url = new URL(process.env.DATABASE_URL);

module.exports = {
  dialect: 'postgres',
  host: url.hostname,
  port: Number(url.port) || 5432,
  username: decodeURIComponent(url.username),
  password: decodeURIComponent(url.password),
  database: url.pathname,
  logging: false,
  pool: { max: 10, min: 0, idle: 10000 },
};
