const { Sequelize, DataTypes } = require('sequelize');
const { databaseUrl } = require('../config');

const sequelize = new Sequelize(databaseUrl, { dialect: 'postgres', logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});
const Comment = sequelize.define('Comment', { body: { type: DataTypes.TEXT, allowNull: false }, articleId: DataTypes.INTEGER });
Comment.belongsTo(User, { as: 'author' });

module.exports = { sequelize, User, Comment };
