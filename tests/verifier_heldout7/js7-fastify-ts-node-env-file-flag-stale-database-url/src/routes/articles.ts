import type { FastifyInstance } from 'fastify';
import { Article } from '../models/article.js';
import { Tag } from '../models/tag.js';

interface NewArticle {
  article: { title: string; description: string; body: string; tagList?: string[] };
}

export async function articleRoutes(app: FastifyInstance) {
  app.get('/tags', async () => {
    const tags = await Tag.findAll({ order: [['name', 'ASC']] });
    return { tags: tags.map((t) => t.name) };
  });

  app.get<{ Querystring: { tag?: string; limit?: number; offset?: number } }>('/articles', async (req) => {
    const { tag, limit = 20, offset = 0 } = req.query;
    const include = [{ model: Tag, as: 'tags', ...(tag ? { where: { name: tag } } : {}) }];
    const [articles, articlesCount] = await Promise.all([
      Article.findAll({ include, order: [['createdAt', 'DESC']], limit, offset }),
      Article.count({ include, distinct: true }),
    ]);
    return { articles: articles.map(toJson), articlesCount };
  });

  app.post<{ Body: NewArticle }>('/articles', async (req, reply) => {
    const { title, description, body, tagList = [] } = req.body.article;
    const slug = title.toLowerCase().trim().replace(/\W+/g, '-') + '-' + Math.random().toString(36).slice(2, 8);
    const article = await Article.create({ slug, title, description, body });
    const tags = await Promise.all(tagList.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
    await (article as any).setTags(tags);
    const full = await Article.findByPk(article.id, { include: [{ model: Tag, as: 'tags' }] });
    reply.code(201);
    return { article: toJson(full!) };
  });
}

function toJson(a: Article) {
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: (a.tags ?? []).map((t) => t.name),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: false,
    favoritesCount: 0,
  };
}
