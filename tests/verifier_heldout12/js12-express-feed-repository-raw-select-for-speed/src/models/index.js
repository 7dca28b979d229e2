const { DataTypes } = require('sequelize');
const sequelize = require('../config/database');

const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.TEXT,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
});

const Follow = sequelize.define('follow', {}, { timestamps: false });
const Favorite = sequelize.define('favorite', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'author_id' });
Follow.belongsTo(User, { as: 'follower', foreignKey: 'follower_id' });
Follow.belongsTo(User, { as: 'following', foreignKey: 'following_id' });
Favorite.belongsTo(User, { foreignKey: 'user_id' });
Favorite.belongsTo(Article, { foreignKey: 'article_id' });

module.exports = { sequelize, User, Article, Follow, Favorite };
