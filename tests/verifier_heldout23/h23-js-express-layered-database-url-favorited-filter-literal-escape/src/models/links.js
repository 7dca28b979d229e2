const sequelize = require('../db/sequelize');

const ArticleTag = sequelize.define('ArticleTag', {}, { tableName: 'article_tags', timestamps: false });
const Favorite = sequelize.define('Favorite', {}, { tableName: 'favorites', timestamps: false });
const Follow = sequelize.define('Follow', {}, { tableName: 'follows', timestamps: false });

module.exports = { ArticleTag, Favorite, Follow };
