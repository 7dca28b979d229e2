const { Sequelize, DataTypes } = require('sequelize');
const sequelize = new Sequelize({ dialect: 'sqlite', storage: 'database.sqlite', logging: false });
const User = sequelize.define('User', { username: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING });
const Comment = sequelize.define('Comment', { body: DataTypes.TEXT, articleSlug: DataTypes.STRING });
Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
module.exports = { sequelize, User, Comment };
