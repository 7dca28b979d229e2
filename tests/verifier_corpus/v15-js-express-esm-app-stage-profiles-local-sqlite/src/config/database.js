// One profile per deployment stage. Local work needs no database server.
export const profiles = {
  local: {
    dialect: 'sqlite',
    storage: 'local.sqlite',
    logging: false,
  },
  test: {
    dialect: 'sqlite',
    storage: ':memory:',
    logging: false,
  },
  production: {
    url: process.env.DATABASE_URL,
    dialect: 'postgres',
    logging: false,
    pool: { max: 10 },
  },
};

export const stage = process.env.APP_STAGE ?? 'local';
