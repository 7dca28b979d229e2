const { Article, User } = require('../models');

const present = (a, viewerId) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt,
  favorited: Boolean(viewerId && a.favoritedBy && a.favoritedBy.some((u) => u.id === viewerId)),
  favoritesCount: a.favoritesCount,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

module.exports = async function (app) {
  const include = [{ model: User, as: 'author' }, { model: User, as: 'favoritedBy', attributes: ['id'] }];
  const auth = async (req, reply) => {
    try { await req.jwtVerify(); } catch { return reply.code(401).send({ errors: { body: ['unauthorized'] } }); }
  };

  app.get('/articles', async (req) => {
    const { rows, count } = await Article.findAndCountAll({
      include, distinct: true, order: [['createdAt', 'DESC']],
      limit: Number(req.query.limit || 20), offset: Number(req.query.offset || 0),
    });
    return { articles: rows.map((a) => present(a)), articlesCount: count };
  });

  app.post('/articles/:slug/favorite', { onRequest: auth }, async (req, reply) => {
    const article = await Article.findOne({ where: { slug: req.params.slug }, include });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    await article.addFavoritedBy(req.user.id);
    const reloaded = await Article.findOne({ where: { id: article.id }, include });
    return { article: present(reloaded, req.user.id) };
  });
};
