module.exports = async function articles(app) {
  const { Article, Comment, User } = app.models;
  const author = (u) => ({ username: u.username, bio: u.bio, image: u.image, following: false });
  const view = (a) => ({
    slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
    createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0, author: author(a.author),
  });

  app.get('/articles', async (req) => {
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit: Number(req.query.limit || 20),
      offset: Number(req.query.offset || 0),
    });
    return { articles: rows.map(view), articlesCount: count };
  });

  app.post('/articles', { onRequest: [app.authenticate] }, async (req, reply) => {
    const { title, description, body } = req.body.article || {};
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    const created = await Article.create({ slug, title, description, body, authorId: req.user.id });
    const article = await Article.findByPk(created.id, { include: [{ model: User, as: 'author' }] });
    return reply.code(201).send({ article: view(article) });
  });

  app.post('/articles/:slug/comments', { onRequest: [app.authenticate] }, async (req, reply) => {
    const article = await Article.findOne({ where: { slug: req.params.slug } });
    if (!article) return reply.code(404).send({ errors: { body: ['article not found'] } });
    const c = await Comment.create({ body: req.body.comment.body, articleId: article.id, authorId: req.user.id });
    const full = await Comment.findByPk(c.id, { include: [{ model: User, as: 'author' }] });
    return { comment: { id: full.id, body: full.body, createdAt: full.createdAt, updatedAt: full.updatedAt, author: author(full.author) } };
  });
};
