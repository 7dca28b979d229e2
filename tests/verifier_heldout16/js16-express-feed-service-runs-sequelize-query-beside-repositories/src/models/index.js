const { DataTypes } = require('sequelize');
const sequelize = require('../config/database');

const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { underscored: true });

const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
}, { underscored: true });

const Follow = sequelize.define('follow', {}, { underscored: true });

Article.belongsTo(User, { as: 'author', foreignKey: 'author_id' });
Follow.belongsTo(User, { as: 'follower', foreignKey: 'follower_id' });
Follow.belongsTo(User, { as: 'following', foreignKey: 'following_id' });

module.exports = { User, Article, Follow };
