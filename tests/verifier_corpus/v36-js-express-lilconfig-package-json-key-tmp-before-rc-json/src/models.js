const { DataTypes } = require('sequelize');

function defineModels(sequelize) {
  const Tag = sequelize.define('Tag', {
    name: { type: DataTypes.STRING, allowNull: false, unique: true },
  }, { tableName: 'tags', timestamps: false });
  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
  }, { tableName: 'articles' });
  Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags' });
  Tag.belongsToMany(Article, { through: 'article_tags' });
  return { Tag, Article };
}

module.exports = { defineModels };
