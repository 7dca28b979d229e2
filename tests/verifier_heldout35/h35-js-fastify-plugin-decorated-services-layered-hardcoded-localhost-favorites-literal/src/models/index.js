const { Sequelize, DataTypes } = require('sequelize');
const sequelize = new Sequelize('postgres://user:password@localhost:5432/conduit', { logging: false });
const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, body: DataTypes.TEXT });
const Favorite = sequelize.define('Favorite', { userId: DataTypes.INTEGER, articleId: DataTypes.INTEGER }, { timestamps: false });
module.exports = { sequelize, Article, Favorite };
