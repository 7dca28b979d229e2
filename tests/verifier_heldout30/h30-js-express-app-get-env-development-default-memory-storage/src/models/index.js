const { DataTypes } = require('sequelize');

module.exports = function defineModels(sequelize) {
  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    password: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  });
  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, unique: true },
    title: DataTypes.STRING,
    description: DataTypes.STRING,
    body: DataTypes.TEXT,
    tagList: { type: DataTypes.JSON, defaultValue: [] },
  });
  const Comment = sequelize.define('Comment', { body: DataTypes.TEXT });

  Article.belongsTo(User, { as: 'author' });
  Comment.belongsTo(User, { as: 'author' });
  Comment.belongsTo(Article);
  Article.hasMany(Comment);
  Article.belongsToMany(User, { through: 'Favorites', as: 'favoritedBy' });
  User.belongsToMany(User, { through: 'Follows', as: 'following', foreignKey: 'followerId', otherKey: 'followingId' });

  return { User, Article, Comment };
};
