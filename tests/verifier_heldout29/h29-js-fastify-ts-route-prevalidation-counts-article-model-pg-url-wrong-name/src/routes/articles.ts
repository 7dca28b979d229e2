import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Article } from '../models';
import { ArticleService } from '../services/article.service';
import { UserService } from '../services/user.service';

type NewArticle = { Body: { article: { title: string; description: string; body: string; tagList?: string[] } } };

export async function articleRoutes(app: FastifyInstance) {
  const articles = new ArticleService();
  const users = new UserService();

  const authenticate = async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      (req as FastifyRequest & { userId: number }).userId = users.verify((req.headers.authorization ?? '').replace('Token ', ''));
    } catch {
      return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    }
  };

  app.get<{ Querystring: { limit?: string; offset?: string } }>('/articles', async (req) =>
    articles.list(Number(req.query.limit ?? 20), Number(req.query.offset ?? 0)));

  app.post<NewArticle>('/articles', {
    preHandler: authenticate,
    // reject duplicate titles with 422 before the handler runs
    preValidation: async (req, reply) => {
      const title = req.body?.article?.title;
      if (!title) return reply.code(422).send({ errors: { title: ["can't be blank"] } });
      const taken = await Article.count({ where: { slug: articles.slugFor(title) } });
      if (taken > 0) return reply.code(422).send({ errors: { title: ['must be unique'] } });
    },
  }, async (req, reply) => {
    const article = await articles.create((req as FastifyRequest & { userId: number }).userId, req.body.article);
    return reply.code(201).send({ article });
  });

  app.get<{ Params: { slug: string } }>('/articles/:slug', async (req, reply) => {
    const article = await articles.get(req.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article };
  });
}
