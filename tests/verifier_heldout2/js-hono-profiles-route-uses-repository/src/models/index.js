const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: 'conduit.sqlite', logging: false });
const User = sequelize.define('User', { username: { type: DataTypes.STRING, unique: true }, bio: DataTypes.TEXT });
const Article = sequelize.define('Article', { slug: DataTypes.STRING, title: DataTypes.STRING });
const Follow = sequelize.define('Follow', { followerId: DataTypes.INTEGER, followingId: DataTypes.INTEGER });

module.exports = { sequelize, User, Article, Follow };
