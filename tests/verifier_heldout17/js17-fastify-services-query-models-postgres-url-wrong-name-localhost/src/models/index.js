const { Sequelize, DataTypes } = require('sequelize');
const { databaseUrl } = require('../config');

const sequelize = new Sequelize(databaseUrl, { dialect: 'postgres', logging: false });
const User = sequelize.define('User', { username: { type: DataTypes.STRING, unique: true }, bio: DataTypes.TEXT, image: DataTypes.STRING });
const Follow = sequelize.define('Follow', { followerId: DataTypes.INTEGER, followingId: DataTypes.INTEGER });
const Comment = sequelize.define('Comment', { body: DataTypes.TEXT, articleId: DataTypes.INTEGER });
Comment.belongsTo(User, { as: 'author' });
module.exports = { sequelize, User, Follow, Comment };
