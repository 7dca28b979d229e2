// Matches the variables of the official postgres Docker image (see docker-compose.yml)
module.exports = {
  database: process.env.POSTGRES_DB || 'conduit',
  username: process.env.POSTGRES_USER || 'postgres',
  password: process.env.POSTGRES_PASSWORD || 'postgres',
  host: process.env.POSTGRES_HOST || 'localhost',
  port: Number(process.env.POSTGRES_PORT || 5432),
  dialect: 'postgres',
  logging: false,
};
