import * as articles from '../repositories/articles.js';

const author = (u) => ({ username: u.username, bio: u.bio, image: u.image, following: false });
const present = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: author(a.author ?? a),
});

export default async function (app) {
  const page = (q) => ({ limit: Number(q.limit ?? 20), offset: Number(q.offset ?? 0) });

  app.get('/articles', async (req) => {
    const { rows, count } = await articles.list(page(req.query));
    return { articles: rows.map(present), articlesCount: count };
  });

  app.get('/articles/feed', { onRequest: [app.authenticate] }, async (req) => {
    const { rows, count } = await articles.feed(req.user.id, page(req.query));
    return { articles: rows.map((r) => ({ ...present(r), author: { ...author(r), following: true } })), articlesCount: count };
  });

  app.post('/articles', { onRequest: [app.authenticate] }, async (req, reply) => {
    const { title, description, body, tagList = [] } = req.body?.article ?? {};
    if (!title || !description || !body) return reply.code(422).send({ errors: { body: ['missing fields'] } });
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    await articles.create({ slug, title, description, body, tagList, authorId: req.user.id });
    return reply.code(201).send({ article: present(await articles.findBySlug(slug)) });
  });
}
