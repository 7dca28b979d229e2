// Sequelize models: define and create the schema.
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL, { logging: false });

const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  author_id: DataTypes.INTEGER,
}, { tableName: 'articles', underscored: true });

const Favorite = sequelize.define('favorite', {
  user_id: { type: DataTypes.INTEGER, primaryKey: true },
  article_id: { type: DataTypes.INTEGER, primaryKey: true },
}, { tableName: 'favorites', timestamps: false });

module.exports = { sequelize, Article, Favorite };
