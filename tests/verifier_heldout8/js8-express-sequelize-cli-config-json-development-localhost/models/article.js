'use strict';
module.exports = (sequelize, DataTypes) => {
  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    description: DataTypes.STRING,
    body: DataTypes.TEXT,
    tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
    authorId: DataTypes.INTEGER,
  }, { tableName: 'articles' });

  Article.associate = (models) => {
    Article.belongsTo(models.User, { foreignKey: 'authorId', as: 'author' });
    Article.belongsToMany(models.User, { through: 'favorites', as: 'favoritedBy', foreignKey: 'articleId', otherKey: 'userId' });
  };
  return Article;
};
