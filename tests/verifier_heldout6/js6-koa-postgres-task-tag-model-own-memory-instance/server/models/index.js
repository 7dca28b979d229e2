const sequelize = require('./db');
const User = require('./user');
const { Article, Favorite } = require('./article');
const Tag = require('./tag');

async function syncAll() {
  await sequelize.sync();
  await Tag.sync();
}

module.exports = { sequelize, syncAll, User, Article, Favorite, Tag };
