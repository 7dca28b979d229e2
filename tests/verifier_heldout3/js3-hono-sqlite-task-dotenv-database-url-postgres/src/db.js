require('dotenv').config();
const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = process.env.DATABASE_URL
  ? new Sequelize(process.env.DATABASE_URL, { logging: false })
  : new Sequelize({ dialect: 'sqlite', storage: path.join(__dirname, '..', 'conduit.sqlite'), logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Comment = sequelize.define('Comment', { body: { type: DataTypes.TEXT, allowNull: false }, articleSlug: DataTypes.STRING });
Comment.belongsTo(User, { as: 'author' });

module.exports = { sequelize, User, Comment };
