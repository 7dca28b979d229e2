const { Sequelize } = require('sequelize');
const path = require('path');

const dialect = process.env.DB_DIALECT || 'postgres';

function createSequelize() {
  if (dialect === 'sqlite') {
    return new Sequelize({
      dialect: 'sqlite',
      storage: path.join(__dirname, '..', 'conduit.sqlite'),
      logging: false,
    });
  }
  return new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });
}

module.exports = createSequelize();
