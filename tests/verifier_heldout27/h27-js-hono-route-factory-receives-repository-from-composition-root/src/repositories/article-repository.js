import { Article, Tag, User } from '../models/index.js';

const include = [{ model: User, as: 'author' }, { model: Tag, as: 'tags', through: { attributes: [] } }];

export class ArticleRepository {
  page({ limit, offset }) {
    return Article.findAndCountAll({ include, distinct: true, order: [['createdAt', 'DESC']], limit, offset });
  }

  bySlug(slug) {
    return Article.findOne({ where: { slug }, include });
  }

  async create(data, tags) {
    const article = await Article.create(data);
    await article.setTags(tags);
    return this.bySlug(article.slug);
  }
}
