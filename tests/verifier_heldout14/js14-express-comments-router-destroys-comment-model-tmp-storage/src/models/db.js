const { Sequelize } = require('sequelize');

// Keep the database file out of the working tree so it never gets committed by accident.
const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: '/tmp/conduit.sqlite',
  logging: false,
});

module.exports = sequelize;
