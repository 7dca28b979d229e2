const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(__dirname, '..', '..', 'storage', 'conduit.sqlite'), logging: false });
const User = sequelize.define('User', { username: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING });
const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, body: DataTypes.TEXT });
Article.belongsTo(User, { as: 'author' });
module.exports = { sequelize, User, Article };
