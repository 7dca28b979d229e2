const { DataTypes } = require('sequelize');
const sequelize = require('../db');

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: DataTypes.TEXT,
  body: DataTypes.TEXT,
  authorId: { type: DataTypes.INTEGER, allowNull: false },
});
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });
Article.belongsToMany(Tag, { through: 'ArticleTags', as: 'tags' });

module.exports = { Article, Tag };
