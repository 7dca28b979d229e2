module.exports = {
  port: 0,
  db: { dialect: 'sqlite', storage: ':memory:', logging: false },
};
