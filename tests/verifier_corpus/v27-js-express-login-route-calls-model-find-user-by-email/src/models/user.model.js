const { DataTypes } = require('sequelize');
const { sequelize } = require('../db/sequelize');

const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: { type: DataTypes.TEXT, allowNull: true },
  image: { type: DataTypes.STRING, allowNull: true },
}, { tableName: 'users' });

async function findUserByEmail(email) {
  return User.findOne({ where: { email: String(email).toLowerCase() } });
}

module.exports = { User, findUserByEmail };
