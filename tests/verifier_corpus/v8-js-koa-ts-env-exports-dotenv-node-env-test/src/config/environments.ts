import type { Options } from 'sequelize';

type DbSettings = Options & { url?: string };

export const development: DbSettings = {
  url: process.env.DATABASE_URL,
  dialect: 'postgres',
  logging: console.log,
};

export const test: DbSettings = {
  dialect: 'sqlite',
  storage: ':memory:',
  logging: false,
};

export const production: DbSettings = {
  url: process.env.DATABASE_URL,
  dialect: 'postgres',
  logging: false,
};
