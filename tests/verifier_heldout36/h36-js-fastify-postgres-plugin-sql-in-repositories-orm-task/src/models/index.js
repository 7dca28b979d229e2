const { Sequelize, DataTypes } = require('sequelize');
const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });
const Comment = sequelize.define('Comment', { body: DataTypes.TEXT, articleId: DataTypes.INTEGER, authorId: DataTypes.INTEGER }, { tableName: 'comments' });
module.exports = { sequelize, Comment };
