const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: './conduit.db', logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});
const Comment = sequelize.define('Comment', { body: DataTypes.TEXT, articleId: DataTypes.INTEGER });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
Comment.belongsTo(User, { as: 'author' });

module.exports = { sequelize, User, Comment, Tag };
