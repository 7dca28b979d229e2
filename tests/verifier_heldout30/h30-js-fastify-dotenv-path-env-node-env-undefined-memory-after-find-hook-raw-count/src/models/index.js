const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');
const config = require('../config');

const storage = config.storage === ':memory:' ? ':memory:' : path.resolve(__dirname, '..', '..', config.storage);
const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.JSON, defaultValue: [] },
  favoritesCount: { type: DataTypes.VIRTUAL, defaultValue: 0 },
});

const Favorite = sequelize.define('Favorite', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(User, { through: Favorite, as: 'favoritedBy', foreignKey: 'articleId', otherKey: 'userId' });

// Attach favoritesCount to every article we load, in one query per find.
Article.addHook('afterFind', async (result) => {
  const articles = Array.isArray(result) ? result : result ? [result] : [];
  if (articles.length === 0) return;
  const rows = await sequelize.query(
    'SELECT articleId, COUNT(*) AS n FROM Favorites WHERE articleId IN (:ids) GROUP BY articleId',
    { replacements: { ids: articles.map((a) => a.id) }, type: Sequelize.QueryTypes.SELECT },
  );
  const counts = new Map(rows.map((r) => [r.articleId, Number(r.n)]));
  for (const article of articles) article.favoritesCount = counts.get(article.id) || 0;
});

module.exports = { sequelize, User, Article, Favorite };
