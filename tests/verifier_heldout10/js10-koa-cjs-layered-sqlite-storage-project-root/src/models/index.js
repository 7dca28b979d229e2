const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(__dirname, '..', '..', 'conduit.sqlite'),
  logging: false,
});

const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  hash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
});

const Comment = sequelize.define('comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
});

Article.belongsTo(User, { as: 'author' });
Comment.belongsTo(User, { as: 'author' });
Comment.belongsTo(Article);
Article.hasMany(Comment, { onDelete: 'CASCADE' });

module.exports = { sequelize, User, Article, Comment };
