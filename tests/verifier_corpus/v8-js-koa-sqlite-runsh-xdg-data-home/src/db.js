const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const dataDir = process.env.CONDUIT_DATA_DIR || path.join(__dirname, '..', 'data');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(dataDir, 'conduit.sqlite'),
  logging: false,
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
});

module.exports = { sequelize, User };
