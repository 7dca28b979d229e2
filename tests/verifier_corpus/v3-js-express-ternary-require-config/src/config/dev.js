module.exports = { db: { dialect: 'sqlite', storage: 'dev.sqlite', logging: console.log } };
