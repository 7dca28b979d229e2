import { Op, type WhereOptions } from 'sequelize';
import { Article, User, Tag, Favorite } from '../models/index.js';

const include = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

export interface ArticleFilter {
  tag?: string;
  authorId?: number;
  authorIds?: number[];
  favoritedBy?: number;
  limit: number;
  offset: number;
}

async function idsWithTag(name: string): Promise<number[]> {
  const tag = await Tag.findOne({ where: { name }, include: [{ model: Article, attributes: ['id'] }] });
  return tag ? ((tag.get('Articles') as Article[]) ?? []).map((a) => a.id) : [];
}

async function idsFavoritedBy(userId: number): Promise<number[]> {
  const rows = await Favorite.findAll({ where: { userId } });
  return rows.map((r) => r.get('articleId') as number);
}

export const articleRepository = {
  findBySlug: (slug: string) => Article.findOne({ where: { slug }, include }),

  async findMany(filter: ArticleFilter) {
    const where: WhereOptions = {};
    const sets: number[][] = [];
    if (filter.authorId !== undefined) Object.assign(where, { authorId: filter.authorId });
    if (filter.authorIds) Object.assign(where, { authorId: { [Op.in]: filter.authorIds } });
    if (filter.tag) sets.push(await idsWithTag(filter.tag));
    if (filter.favoritedBy !== undefined) sets.push(await idsFavoritedBy(filter.favoritedBy));
    if (sets.length) Object.assign(where, { id: { [Op.in]: sets.reduce((a, b) => a.filter((x) => b.includes(x))) } });
    return Article.findAndCountAll({ where, include, order: [['createdAt', 'DESC']], limit: filter.limit, offset: filter.offset, distinct: true });
  },

  async create(data: { slug: string; title: string; description: string; body: string; authorId: number }, tagNames: string[]) {
    const article = await Article.create(data);
    const tags = await Promise.all(tagNames.map(async (name) => (await Tag.findOrCreate({ where: { name } }))[0]));
    await (article as unknown as { setTags(t: Tag[]): Promise<void> }).setTags(tags);
    return Article.findByPk(article.id, { include });
  },

  async update(article: Article, changes: Partial<Pick<Article, 'slug' | 'title' | 'description' | 'body'>>) {
    await article.update(changes);
    return Article.findByPk(article.id, { include });
  },

  remove: (article: Article) => article.destroy(),
  favoritesCount: (articleId: number) => Favorite.count({ where: { articleId } }),
  async isFavorited(articleId: number, userId?: number) {
    return !!userId && (await Favorite.count({ where: { articleId, userId } })) > 0;
  },
  async favorite(articleId: number, userId: number) {
    await Favorite.findOrCreate({ where: { articleId, userId } });
  },
  async unfavorite(articleId: number, userId: number) {
    await Favorite.destroy({ where: { articleId, userId } });
  },
};
