import type { Options } from 'sequelize';

type Profile = Options & { use_env_variable?: string };

// Same layout as sequelize-cli's config: development works offline on SQLite,
// production reads its connection URL from the environment.
const config: Record<string, Profile> = {
  development: {
    dialect: 'sqlite',
    storage: 'dev.sqlite3',
    logging: console.log,
  },
  test: {
    dialect: 'sqlite',
    storage: ':memory:',
    logging: false,
  },
  production: {
    use_env_variable: 'DATABASE_URL',
    dialect: 'postgres',
    logging: false,
  },
};

export default config;
