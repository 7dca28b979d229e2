// feature-file: articles
const { Model } = require('sequelize');

// Join rows between articles and tags; keys come from the association in models/index.js.
class ArticleTag extends Model {}

function initArticleTag(sequelize) {
  ArticleTag.init({}, { sequelize, modelName: 'ArticleTag', tableName: 'article_tags', underscored: true, timestamps: false });
}

module.exports = { ArticleTag, initArticleTag };
