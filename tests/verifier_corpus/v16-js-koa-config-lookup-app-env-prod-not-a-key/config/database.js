const configs = {
  production: {
    url: process.env.DATABASE_URL,
    options: { dialect: 'postgres', logging: false, pool: { max: 10 } },
  },
  test: {
    url: null,
    options: { dialect: 'sqlite', storage: ':memory:', logging: false },
  },
};

module.exports = configs[process.env.APP_ENV] ?? configs.test;
