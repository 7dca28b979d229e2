const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize('postgres://postgres:postgres@localhost:5432/realworld', { logging: false });

const User = sequelize.define('User', { username: { type: DataTypes.STRING, unique: true }, email: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING });
const Comment = sequelize.define('Comment', { body: DataTypes.TEXT, articleSlug: DataTypes.STRING });
Comment.belongsTo(User, { as: 'author' });

module.exports = { sequelize, User, Comment };
