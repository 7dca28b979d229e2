'use strict';

const { DataTypes } = require('sequelize');

module.exports = function defineModels(sequelize) {
  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, allowNull: false, unique: true },
    email: { type: DataTypes.STRING, allowNull: false, unique: true },
    password: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  });
  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
  });
  const Favorite = sequelize.define('Favorite', {}, { timestamps: false });

  Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
  User.belongsToMany(Article, { through: Favorite, as: 'favorites', foreignKey: 'userId' });
  Article.belongsToMany(User, { through: Favorite, as: 'fans', foreignKey: 'articleId' });

  return { User, Article, Favorite };
};
