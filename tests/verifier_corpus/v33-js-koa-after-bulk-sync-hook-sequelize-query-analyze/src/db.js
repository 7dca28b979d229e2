'use strict';

const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(__dirname, '..', 'conduit.sqlite'),
  logging: false,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

Article.belongsToMany(Tag, { through: 'article_tags' });
Tag.belongsToMany(Article, { through: 'article_tags' });

// Keep the query planner's statistics fresh after every schema sync.
sequelize.addHook('afterBulkSync', async () => {
  await sequelize.query('ANALYZE articles');
  await sequelize.query('ANALYZE article_tags');
});

module.exports = { sequelize, Article, Tag };
