import { Article } from '../entities/index.js';

export default async function articles(app) {
  app.get('/articles', async (req) => {
    const limit = Number(req.query.limit ?? 20);
    const offset = Number(req.query.offset ?? 0);
    const where = req.query.author ? { author: { username: req.query.author } } : {};
    const [items, count] = await req.em.findAndCount(Article, where, {
      populate: ['author'],
      orderBy: { createdAt: 'desc' },
      limit,
      offset,
    });
    return {
      articles: items.map((a) => ({
        slug: a.slug,
        title: a.title,
        description: a.description,
        body: a.body,
        tagList: a.tagList,
        createdAt: a.createdAt,
        updatedAt: a.updatedAt,
        favorited: false,
        favoritesCount: 0,
        author: { username: a.author.username, bio: a.author.bio ?? null, image: a.author.image ?? null, following: false },
      })),
      articlesCount: count,
    };
  });

  app.get('/tags', async (req) => {
    const all = await req.em.find(Article, {}, { fields: ['tagList'] });
    return { tags: [...new Set(all.flatMap((a) => a.tagList))] };
  });
}
