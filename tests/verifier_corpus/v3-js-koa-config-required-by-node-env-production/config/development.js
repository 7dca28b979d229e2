module.exports = {
  port: 3000,
  db: { dialect: 'sqlite', storage: './conduit-dev.sqlite', logging: false },
};
