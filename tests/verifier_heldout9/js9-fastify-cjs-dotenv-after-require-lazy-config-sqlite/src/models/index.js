const { DataTypes } = require('sequelize');

function defineModels(sequelize) {
  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, unique: true },
    email: { type: DataTypes.STRING, unique: true },
    password: DataTypes.STRING,
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  });
  const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });
  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, unique: true },
    title: DataTypes.STRING,
    description: DataTypes.STRING,
    body: DataTypes.TEXT,
  });
  Article.belongsTo(User, { as: 'author' });
  Article.belongsToMany(Tag, { through: 'ArticleTags', as: 'tags' });
  Tag.belongsToMany(Article, { through: 'ArticleTags' });
}

module.exports = { defineModels };
