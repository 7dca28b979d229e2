const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.resolve(__dirname, '../../var/conduit.sqlite3'),
  logging: false,
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
User.belongsToMany(User, { as: 'Followers', through: 'Follows', foreignKey: 'followingId', otherKey: 'followerId' });

module.exports = { sequelize, User, Tag };
