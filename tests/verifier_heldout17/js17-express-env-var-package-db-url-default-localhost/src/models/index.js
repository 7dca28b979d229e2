const { Sequelize, DataTypes } = require('sequelize');
const { dbUrl } = require('../config/env');

const sequelize = new Sequelize(dbUrl, { logging: false });
const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true }, email: { type: DataTypes.STRING, unique: true },
  hash: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING,
});
const Comment = sequelize.define('Comment', { body: DataTypes.TEXT });
Comment.belongsTo(User, { as: 'author' });
module.exports = { sequelize, User, Comment };
