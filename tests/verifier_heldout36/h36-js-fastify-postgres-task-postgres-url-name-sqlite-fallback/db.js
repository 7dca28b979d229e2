const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');
const sequelize = process.env.POSTGRES_URL
  ? new Sequelize(process.env.POSTGRES_URL, { dialect: 'postgres', logging: false })
  : new Sequelize({ dialect: 'sqlite', storage: path.join(__dirname, 'dev.sqlite'), logging: false });
const User = sequelize.define('User', { username: DataTypes.STRING, email: DataTypes.STRING });
module.exports = { sequelize, User };
