'use strict';

const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(__dirname, '..', '..', 'data', 'conduit.sqlite'),
  logging: false,
});

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING(64), allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

Article.belongsToMany(Tag, { through: 'article_tags', as: 'tagList' });
Tag.belongsToMany(Article, { through: 'article_tags' });

module.exports = { sequelize, Tag, Article };

// `npm run seed`: create the schema and a few demo tags for local development
if (require.main === module) {
  (async () => {
    await sequelize.sync();
    await sequelize.query(
      "INSERT OR IGNORE INTO tags (name) VALUES ('welcome'), ('introduction'), ('realworld')",
    );
    const [rows] = await sequelize.query('SELECT COUNT(*) AS n FROM tags');
    console.log(`seeded, ${rows[0].n} tags`);
    await sequelize.close();
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
