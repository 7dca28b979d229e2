const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL, { logging: false, define: { underscored: true } });

const User = sequelize.define('User', {
  username: DataTypes.TEXT,
  email: DataTypes.TEXT,
  passwordHash: DataTypes.TEXT,
  bio: DataTypes.TEXT,
  image: DataTypes.TEXT,
}, { tableName: 'users' });

const Article = sequelize.define('Article', {
  slug: DataTypes.TEXT,
  title: DataTypes.TEXT,
  description: DataTypes.TEXT,
  body: DataTypes.TEXT,
  tagList: DataTypes.ARRAY(DataTypes.TEXT),
}, { tableName: 'articles' });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

module.exports = { sequelize, User, Article };
