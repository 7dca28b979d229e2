import { Op } from '@sequelize/core';
import { Article, Favorite } from '../entities/article.js';
import { Follow, User } from '../entities/user.js';

export async function listArticles(opts: { author?: string; favoritedBy?: string; limit: number; offset: number }) {
  const where: Record<string, unknown> = {};
  if (opts.author) {
    const author = await User.findOne({ where: { username: opts.author } });
    where.authorId = author?.id ?? -1;
  }
  if (opts.favoritedBy) {
    const fan = await User.findOne({ where: { username: opts.favoritedBy } });
    const favs = fan ? await Favorite.findAll({ where: { userId: fan.id } }) : [];
    where.id = { [Op.in]: favs.map((f) => f.articleId) };
  }
  return Article.findAndCountAll({ where, include: ['author'], order: [['createdAt', 'DESC']], limit: opts.limit, offset: opts.offset });
}

export async function feed(userId: number, limit: number, offset: number) {
  const follows = await Follow.findAll({ where: { followerId: userId } });
  return Article.findAndCountAll({
    where: { authorId: { [Op.in]: follows.map((f) => f.followeeId) } },
    include: ['author'],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
}

export const findArticle = (slug: string) => Article.findOne({ where: { slug }, include: ['author'] });
export const createArticle = (data: { slug: string; title: string; description: string; body: string; tagList: string[]; authorId: number }) => Article.create(data);
export const favoritesCount = (articleId: number) => Favorite.count({ where: { articleId } });
export const favorite = (userId: number, articleId: number) => Favorite.findOrCreate({ where: { userId, articleId } });
export const unfavorite = (userId: number, articleId: number) => Favorite.destroy({ where: { userId, articleId } });

export async function allTags(): Promise<string[]> {
  const rows = await Article.findAll({ attributes: ['tagList'] });
  return [...new Set(rows.flatMap((r) => r.tagList ?? []))];
}
