const { Sequelize } = require('sequelize');

const credentials = { username: process.env.PGUSER, password: process.env.PGPASSWORD };

// Writes go to the primary; SELECTs are spread over the read replicas.
module.exports = new Sequelize(process.env.PGDATABASE, null, null, {
  dialect: 'postgres',
  port: Number(process.env.PGPORT || 5432),
  logging: false,
  replication: {
    write: { host: process.env.PGHOST, ...credentials },
    read: [{ host: process.env.PG_REPLICA_HOST || 'localhost', ...credentials }],
  },
  pool: { max: 10, idle: 30000 },
});
