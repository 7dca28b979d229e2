const { DataTypes } = require('sequelize');
const sequelize = require('../db');

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.TEXT, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), allowNull: false, defaultValue: [] },
}, {
  tableName: 'articles',
  hooks: {
    // Comments and favorites have no ON DELETE CASCADE (tables created by sync()
    // before the association options were set), so clean them up here.
    async beforeDestroy(article, options) {
      await sequelize.query('DELETE FROM comments WHERE article_id = :id', {
        replacements: { id: article.id },
        transaction: options.transaction,
      });
      await sequelize.query('DELETE FROM favorites WHERE article_id = :id', {
        replacements: { id: article.id },
        transaction: options.transaction,
      });
    },
  },
});

module.exports = Article;
