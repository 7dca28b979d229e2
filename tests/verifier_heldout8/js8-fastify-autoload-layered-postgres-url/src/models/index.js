'use strict';

const { DataTypes } = require('sequelize');

module.exports = function defineModels(sequelize) {
  const User = sequelize.define('User', {
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    password: { type: DataTypes.STRING, allowNull: false },
    bio: { type: DataTypes.TEXT },
    image: { type: DataTypes.STRING },
  }, { tableName: 'users', underscored: true });

  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, unique: true, allowNull: false },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
  }, { tableName: 'articles', underscored: true });

  const Tag = sequelize.define('Tag', {
    name: { type: DataTypes.STRING, unique: true, allowNull: false },
  }, { tableName: 'tags', underscored: true, timestamps: false });

  Article.belongsTo(User, { as: 'author', foreignKey: 'author_id' });
  Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags', foreignKey: 'article_id', otherKey: 'tag_id' });
  Article.belongsToMany(User, { through: 'favorites', as: 'fans', foreignKey: 'article_id', otherKey: 'user_id' });
  User.belongsToMany(User, { through: 'follows', as: 'followers', foreignKey: 'following_id', otherKey: 'follower_id' });

  return { User, Article, Tag };
};
