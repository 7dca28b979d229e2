const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });
const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, body: DataTypes.TEXT, authorId: DataTypes.INTEGER,
}, { tableName: 'articles' });
const Comment = sequelize.define('Comment', { body: DataTypes.TEXT, articleId: DataTypes.INTEGER, authorId: DataTypes.INTEGER }, { tableName: 'comments' });
const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, primaryKey: true }, articleId: { type: DataTypes.INTEGER, primaryKey: true },
}, { tableName: 'favorites', timestamps: false });
module.exports = { sequelize, Article, Comment, Favorite };
