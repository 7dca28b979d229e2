import { Article, User } from '../models/index.js';

const toJSON = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

export default async function articleRoutes(app) {
  app.get('/articles', async (request) => {
    const limit = Number(request.query.limit ?? 20);
    const offset = Number(request.query.offset ?? 0);
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
    return { articles: rows.map(toJSON), articlesCount: count };
  });

  app.post('/articles', { onRequest: [app.authenticate] }, async (request, reply) => {
    const { title, description, body, tagList = [] } = request.body?.article ?? {};
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    const created = await Article.create({ slug, title, description, body, tagList, authorId: request.user.id });
    const article = await Article.findByPk(created.id, { include: [{ model: User, as: 'author' }] });
    return reply.code(201).send({ article: toJSON(article) });
  });

  app.get('/articles/:slug', async (request, reply) => {
    const article = await Article.findOne({ where: { slug: request.params.slug }, include: [{ model: User, as: 'author' }] });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: toJSON(article) };
  });
}
