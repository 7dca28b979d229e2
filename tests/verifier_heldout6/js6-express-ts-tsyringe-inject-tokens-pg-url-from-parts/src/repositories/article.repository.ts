import { injectable } from 'tsyringe';
import { Article, Tag, User } from '../models';

@injectable()
export class ArticleRepository {
  list(opts: { tag?: string; author?: string; limit: number; offset: number }) {
    return Article.findAndCountAll({
      include: [
        { model: User, as: 'author', ...(opts.author ? { where: { username: opts.author } } : {}) },
        { model: Tag, as: 'tags', ...(opts.tag ? { where: { name: opts.tag } } : {}) },
      ],
      order: [['createdAt', 'DESC']],
      limit: opts.limit,
      offset: opts.offset,
      distinct: true,
    });
  }

  findBySlug(slug: string) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }] });
  }

  async create(data: { slug: string; title: string; description: string; body: string; authorId: number }, tagNames: string[]) {
    const article = await Article.create(data);
    const tags = await Promise.all(tagNames.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
    await (article as any).setTags(tags);
    return this.findBySlug(article.slug);
  }

  remove(id: number) {
    return Article.destroy({ where: { id } });
  }

  allTags() {
    return Tag.findAll({ order: [['name', 'ASC']] });
  }
}
