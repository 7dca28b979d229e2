const { DataTypes } = require('sequelize');
module.exports = (sequelize) => {
  const User = sequelize.define('User', { username: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING });
  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING,
    description: DataTypes.STRING, body: DataTypes.TEXT,
  });
  Article.belongsTo(User, { as: 'author' });
  return { User, Article };
};
