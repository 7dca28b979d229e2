import { Article, Comment, User } from '../db.js';

const view = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

export default async function articles(app) {
  const auth = async (req, reply) => {
    try {
      const token = (req.headers.authorization ?? '').replace(/^Token /, '');
      req.user = app.jwt.verify(token);
    } catch {
      return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    }
  };

  app.get('/articles', async (req) => {
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit: Number(req.query.limit ?? 20),
      offset: Number(req.query.offset ?? 0),
    });
    return { articles: rows.map(view), articlesCount: count };
  });

  app.post('/articles', { preHandler: auth }, async (req, reply) => {
    const { title, description, body, tagList = [] } = req.body.article;
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    const created = await Article.create({ slug, title, description, body, tagList, authorId: req.user.id });
    const article = await Article.findByPk(created.id, { include: [{ model: User, as: 'author' }] });
    return reply.code(201).send({ article: view(article) });
  });

  app.get('/articles/:slug/comments', async (req) => {
    const article = await Article.findOne({ where: { slug: req.params.slug } });
    const comments = article ? await Comment.findAll({ where: { articleId: article.id }, include: [{ model: User, as: 'author' }] }) : [];
    return {
      comments: comments.map((c) => ({
        id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
        author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
      })),
    };
  });

  app.get('/tags', async () => {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return { tags: [...new Set(rows.flatMap((r) => r.tagList))] };
  });
}
