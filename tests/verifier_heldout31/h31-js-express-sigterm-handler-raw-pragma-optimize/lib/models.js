const { DataTypes } = require('sequelize');
const sequelize = require('./sequelize');

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  hash: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});
const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});
const Comment = sequelize.define('Comment', { body: DataTypes.TEXT });

Article.belongsTo(User, { as: 'author' });
Comment.belongsTo(Article);
Comment.belongsTo(User, { as: 'author' });
Article.hasMany(Comment, { onDelete: 'CASCADE' });

module.exports = { User, Article, Comment };
