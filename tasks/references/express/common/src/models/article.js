// feature-file: articles
const { DataTypes, Model } = require('sequelize');

class Article extends Model {}

function initArticle(sequelize) {
  Article.init(
    {
      slug: { type: DataTypes.STRING, allowNull: false, unique: true },
      title: { type: DataTypes.STRING, allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
    },
    { sequelize, modelName: 'Article', tableName: 'articles', underscored: true },
  );
}

module.exports = { Article, initArticle };
