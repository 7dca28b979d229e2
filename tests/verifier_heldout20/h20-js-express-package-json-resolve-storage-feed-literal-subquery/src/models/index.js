const { Sequelize, DataTypes } = require('sequelize');
const { databaseFile } = require('../config/paths');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: databaseFile, logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
});
const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});
const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, allowNull: false },
  followingId: { type: DataTypes.INTEGER, allowNull: false },
}, { tableName: 'follows', timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

module.exports = { sequelize, User, Article, Follow };
