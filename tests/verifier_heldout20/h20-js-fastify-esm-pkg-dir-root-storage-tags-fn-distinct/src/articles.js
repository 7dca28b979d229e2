import { Article, ArticleTag } from './db.js';

export default async function articleRoutes(app) {
  app.get('/articles/:slug', async (req, reply) => {
    const article = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: ArticleTag, as: 'tags' }] });
    if (!article) return reply.code(404).send({ errors: { body: ['not found'] } });
    const { tags, ...rest } = article.toJSON();
    return { article: { ...rest, tagList: tags.map((t) => t.name) } };
  });

  app.post('/articles', async (req, reply) => {
    const { title, description, body, tagList = [] } = req.body.article;
    const slug = `${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
    const article = await Article.create(
      { slug, title, description, body, tags: tagList.map((name) => ({ name })) },
      { include: [{ model: ArticleTag, as: 'tags' }] },
    );
    reply.code(201);
    return { article: { ...article.toJSON(), tagList } };
  });
}
