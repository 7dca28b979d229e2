'use strict';
const { Model } = require('sequelize');

module.exports = (sequelize, DataTypes) => {
  class Article extends Model {
    static associate(models) {
      Article.belongsTo(models.User, { as: 'author', foreignKey: 'authorId' });
      Article.belongsToMany(models.User, { through: 'favorites', as: 'favoritedBy', foreignKey: 'articleId', otherKey: 'userId' });
    }
  }
  Article.init({
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
  }, { sequelize, modelName: 'Article', tableName: 'articles' });
  return Article;
};
