const { Sequelize, DataTypes } = require('sequelize');
const settings = require('../../settings.json');

const { database, username, password, ...options } = settings.database;
const sequelize = new Sequelize(database, username, password, { ...options, logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});
User.belongsToMany(User, { through: 'follows', as: 'followers', foreignKey: 'followeeId', otherKey: 'followerId' });

module.exports = { sequelize, User };
