export default async function articleRoutes(app) {
  const { Article, Tag } = app.models;

  const present = (a) => ({
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: (a.tags ?? []).map((t) => t.name).sort(),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  });

  app.get('/tags', async () => {
    const tags = await Tag.findAll({ order: [['name', 'ASC']] });
    return { tags: tags.map((t) => t.name) };
  });

  app.get('/articles/:slug', async (request, reply) => {
    const article = await Article.findOne({ where: { slug: request.params.slug }, include: [{ model: Tag, as: 'tags' }] });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: present(article) };
  });

  app.post('/articles', async (request, reply) => {
    const { title, description, body, tagList = [] } = request.body?.article ?? {};
    if (!title || !description || !body) return reply.code(422).send({ errors: { body: ['missing fields'] } });
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    const article = await Article.create({ slug, title, description, body });
    const tags = await Promise.all(tagList.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
    await article.setTags(tags);
    const saved = await Article.findByPk(article.id, { include: [{ model: Tag, as: 'tags' }] });
    return reply.code(201).send({ article: present(saved) });
  });
}
