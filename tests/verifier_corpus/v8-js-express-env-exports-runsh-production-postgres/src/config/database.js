exports.development = {
  dialect: 'sqlite',
  storage: 'dev.sqlite',
  logging: console.log,
};

exports.test = {
  dialect: 'sqlite',
  storage: ':memory:',
  logging: false,
};

exports.production = {
  url: process.env.DATABASE_URL,
  dialect: 'postgres',
  logging: false,
};
