'use strict';

class ArticleRepository {
  constructor({ Article, User, Tag }) {
    this.Article = Article;
    this.include = [
      { model: User, as: 'author' },
      { model: Tag, as: 'tags', through: { attributes: [] } },
    ];
    this.Tag = Tag;
  }

  async page({ limit, offset }) {
    return this.Article.findAndCountAll({ include: this.include, limit, offset, order: [['created_at', 'DESC']], distinct: true });
  }

  bySlug(slug) { return this.Article.findOne({ where: { slug }, include: this.include }); }

  async create(authorId, fields, tagNames) {
    const article = await this.Article.create({ ...fields, author_id: authorId });
    const tags = await Promise.all(tagNames.map(async (name) => (await this.Tag.findOrCreate({ where: { name } }))[0]));
    await article.setTags(tags);
    return this.bySlug(article.slug);
  }

  async favoriteInfo(article, userId) {
    const count = await article.countFans();
    const favorited = userId ? await article.hasFan(userId) : false;
    return { count, favorited };
  }
}

module.exports = ArticleRepository;
