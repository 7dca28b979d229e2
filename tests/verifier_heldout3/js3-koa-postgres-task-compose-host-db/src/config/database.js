// Same credentials as the "db" service of docker-compose.yml.
const { PGUSER = 'postgres', PGPASSWORD = 'postgres', PGDATABASE = 'conduit' } = process.env;

module.exports = {
  url: `postgres://${PGUSER}:${encodeURIComponent(PGPASSWORD)}@db:5432/${PGDATABASE}`,
  options: { dialect: 'postgres', logging: false, pool: { max: 10 } },
};
