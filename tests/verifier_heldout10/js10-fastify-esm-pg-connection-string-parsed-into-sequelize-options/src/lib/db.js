import { parse } from 'pg-connection-string';
import pg from 'pg';
import { Sequelize } from 'sequelize';

// Sequelize's own URL parser ignores some query parameters, so the URL is
// split by the pg tooling and handed over as explicit options.
const cfg = parse(process.env.DATABASE_URL ?? '');

if (!cfg.host || !cfg.database) {
  throw new Error('DATABASE_URL must name a host and a database');
}

export const sequelize = new Sequelize(cfg.database, cfg.user, cfg.password, {
  host: cfg.host,
  port: cfg.port ? Number(cfg.port) : 5432,
  dialect: 'postgres',
  dialectModule: pg,
  pool: { max: 10, idle: 10_000 },
  logging: false,
});
