'use strict';
// feature-file: articles

const { DataTypes, Model } = require('sequelize');

class Article extends Model {
  static initialize(sequelize) {
    Article.init(
      {
        slug: { type: DataTypes.TEXT, allowNull: false, unique: true },
        title: { type: DataTypes.TEXT, allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: false },
        body: { type: DataTypes.TEXT, allowNull: false },
      },
      {
        sequelize,
        modelName: 'Article',
        tableName: 'articles',
        indexes: [{ fields: ['createdAt'] }],
      },
    );
  }

  // feature-begin: favorites
  static associate({ User, Tag, Favorite }) {
  // feature-else: favorites
  // static associate({ User, Tag }) {
  // feature-end: favorites
    Article.belongsTo(User, { as: 'author', foreignKey: { name: 'authorId', allowNull: false }, onDelete: 'CASCADE' });
    Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags', foreignKey: 'articleId', otherKey: 'tagId' });
    Article.belongsToMany(User, { through: Favorite, as: 'favoritedBy', foreignKey: 'articleId', otherKey: 'userId' }); // feature-line: favorites
  }
}

module.exports = Article;
