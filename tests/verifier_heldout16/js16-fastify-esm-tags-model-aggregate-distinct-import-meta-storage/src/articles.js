import { Article, ArticleTag, Comment } from './database.js';

export default async function articleRoutes(app) {
  app.get('/articles/:slug', async (request, reply) => {
    const article = await Article.findOne({
      where: { slug: request.params.slug },
      include: [{ model: ArticleTag, as: 'tags' }],
    });
    if (!article) return reply.code(404).send({ errors: { body: ['article not found'] } });
    const commentsCount = await Comment.count({ where: { articleId: article.id } });
    const { tags, ...rest } = article.toJSON();
    return { article: { ...rest, tagList: tags.map((t) => t.tag), commentsCount } };
  });
}
