'use strict';

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

  static associate({ User, Tag, Favorite }) {
    Article.belongsTo(User, { as: 'author', foreignKey: { name: 'authorId', allowNull: false }, onDelete: 'CASCADE' });
    Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags', foreignKey: 'articleId', otherKey: 'tagId' });
    Article.belongsToMany(User, { through: Favorite, as: 'favoritedBy', foreignKey: 'articleId', otherKey: 'userId' });
  }
}

module.exports = Article;
