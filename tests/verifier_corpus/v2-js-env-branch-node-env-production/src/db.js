const { Sequelize } = require('sequelize');

let sequelize;
if (process.env.NODE_ENV === 'production') {
  sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });
} else {
  sequelize = new Sequelize({ dialect: 'sqlite', storage: 'conduit.sqlite', logging: false });
}

module.exports = { sequelize };
