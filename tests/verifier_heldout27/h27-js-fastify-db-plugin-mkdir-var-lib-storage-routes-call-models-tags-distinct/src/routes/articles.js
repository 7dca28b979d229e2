import { QueryTypes } from 'sequelize';

export default async function articles(app) {
  const { User, Article, Tag } = app.models;
  const include = [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }];
  const toArticle = (a) => ({
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: a.tags.map((t) => t.name),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  });

  app.get('/articles', async (req) => {
    const { rows, count } = await Article.findAndCountAll({
      include,
      distinct: true,
      order: [['createdAt', 'DESC']],
      limit: Number(req.query.limit ?? 20),
      offset: Number(req.query.offset ?? 0),
    });
    return { articles: rows.map(toArticle), articlesCount: count };
  });

  app.get('/articles/:slug', async (req, reply) => {
    const a = await Article.findOne({ where: { slug: req.params.slug }, include });
    if (!a) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: toArticle(a) };
  });

  app.post('/articles', { onRequest: [app.authenticate] }, async (req, reply) => {
    const { title, description, body, tagList = [] } = req.body.article;
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    const created = await Article.create({ slug, title, description, body, authorId: req.user.id });
    await Tag.bulkCreate(tagList.map((name) => ({ name, articleId: created.id })));
    return reply.code(201).send({ article: toArticle(await Article.findByPk(created.id, { include })) });
  });

  app.get('/tags', async () => {
    const rows = await app.sequelize.query('SELECT DISTINCT name FROM Tags ORDER BY name', { type: QueryTypes.SELECT });
    return { tags: rows.map((r) => r.name) };
  });
}
