const { sequelize } = require('../db');
const { Article } = require('./article');
const { User } = require('./user');

const Favorite = sequelize.define('Favorite', {}, { tableName: 'favorites', timestamps: false });
User.belongsToMany(Article, { through: Favorite, foreignKey: 'userId' });
Article.belongsToMany(User, { through: Favorite, foreignKey: 'articleId' });

module.exports = { Favorite };
