const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

// anchor the database file at the package root, wherever the process is started from
const projectRoot = path.dirname(require.resolve('../../package.json'));

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(projectRoot, 'conduit.sqlite'),
  logging: false,
});

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true, allowNull: false } }, { timestamps: false });
const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.TEXT,
  body: DataTypes.TEXT,
});
Article.belongsToMany(Tag, { through: 'ArticleTags', as: 'tags' });
Tag.belongsToMany(Article, { through: 'ArticleTags', as: 'articles' });

module.exports = { sequelize, Tag, Article };
