import { Article, Tag, User } from '../models/index.js';

export interface ArticleFilters {
  tag?: string;
  author?: string;
  favorited?: string;
  limit: number;
  offset: number;
}

export async function findArticles({ tag, author, favorited, limit, offset }: ArticleFilters) {
  const where: Record<string, unknown> = {};
  if (tag) where['$tagList.name$'] = tag;
  if (author) where['$author.username$'] = author;
  if (favorited) where['$favoritedBy.username$'] = favorited;

  const { rows, count } = await Article.findAndCountAll({
    where,
    include: [
      { model: User, as: 'author' },
      { model: Tag, as: 'tagList', through: { attributes: [] } },
      { model: User, as: 'favoritedBy', through: { attributes: [] }, attributes: ['id', 'username'] },
    ],
    order: [['createdAt', 'DESC']],
    distinct: true,
    subQuery: false,
  });
  // subQuery: false keeps the $nested$ filters in the outer WHERE; page after filtering.
  return { rows: rows.slice(offset, offset + limit), count };
}

export function findArticle(slug: string) {
  return Article.findOne({
    where: { slug },
    include: [
      { model: User, as: 'author' },
      { model: Tag, as: 'tagList', through: { attributes: [] } },
      { model: User, as: 'favoritedBy', through: { attributes: [] }, attributes: ['id', 'username'] },
    ],
  });
}

export async function tagNames() {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return tags.map((t) => t.name);
}
