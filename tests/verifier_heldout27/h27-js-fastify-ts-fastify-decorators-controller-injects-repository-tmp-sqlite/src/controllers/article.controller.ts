import { FastifyReply, FastifyRequest } from 'fastify';
import { Controller, GET, POST } from 'fastify-decorators';
import { ArticleService, toArticleJSON } from '../services/article.service';
import { ArticleRepository } from '../repositories/article.repository';

type Q = { limit?: string; offset?: string };

@Controller({ route: '/articles' })
export default class ArticleController {
  constructor(
    private readonly articleService: ArticleService,
    // a plain lookup needs no business rule: read it straight from the repository
    private readonly articleRepository: ArticleRepository,
  ) {}

  @GET({ url: '/' })
  async list(req: FastifyRequest<{ Querystring: Q }>) {
    return this.articleService.list(Number(req.query.limit ?? 20), Number(req.query.offset ?? 0));
  }

  @GET({ url: '/:slug' })
  async get(req: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) {
    const article = await this.articleRepository.findBySlug(req.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: toArticleJSON(article) };
  }

  @POST({ url: '/' })
  async create(req: FastifyRequest<{ Body: { article: { title: string; description: string; body: string; tagList?: string[] } } }>, reply: FastifyReply) {
    await req.jwtVerify();
    const { id } = req.user as { id: number };
    reply.code(201);
    return { article: await this.articleService.create(id, req.body.article) };
  }
}
