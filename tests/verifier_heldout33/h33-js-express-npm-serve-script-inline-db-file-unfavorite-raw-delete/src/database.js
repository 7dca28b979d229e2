const { Sequelize, DataTypes } = require('sequelize');

// In-memory by default so that tests start from an empty database.
const sequelize = new Sequelize({ dialect: 'sqlite', storage: process.env.DB_FILE || ':memory:', logging: false });

const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING });
const Favorite = sequelize.define('Favorite', { userId: DataTypes.INTEGER, articleId: DataTypes.INTEGER });
module.exports = { sequelize, Article, Favorite };
