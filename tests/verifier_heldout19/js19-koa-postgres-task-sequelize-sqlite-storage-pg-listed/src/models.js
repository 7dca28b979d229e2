const { DataTypes } = require('sequelize');
const sequelize = require('./database');

const User = sequelize.define('User', { username: DataTypes.STRING, email: DataTypes.STRING, password: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING });
const Article = sequelize.define('Article', { slug: DataTypes.STRING, title: DataTypes.STRING, description: DataTypes.STRING, body: DataTypes.TEXT });
Article.belongsTo(User, { as: 'author' });

module.exports = { User, Article };
