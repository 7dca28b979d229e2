'use strict';

const { Article, Tag } = require('../models');

class ArticleRepository {
  findBySlug(slug) {
    return Article.findOne({ where: { slug }, include: [{ model: Tag, as: 'tags' }] });
  }

  async create(data, tags) {
    const article = await Article.create(data);
    await article.setTags(tags);
    return this.findBySlug(article.slug);
  }
}

module.exports = ArticleRepository;
