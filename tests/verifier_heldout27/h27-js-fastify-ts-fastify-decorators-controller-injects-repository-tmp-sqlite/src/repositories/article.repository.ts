import { Service } from 'fastify-decorators';
import { ArticleModel } from '../models/article.model';
import { UserModel } from '../models/user.model';

@Service()
export class ArticleRepository {
  findBySlug(slug: string) {
    return ArticleModel.findOne({ where: { slug }, include: [{ model: UserModel, as: 'author' }] });
  }

  page(limit: number, offset: number) {
    return ArticleModel.findAndCountAll({
      include: [{ model: UserModel, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  }

  create(data: { slug: string; title: string; description: string; body: string; tagList: string[]; authorId: number }) {
    return ArticleModel.create(data);
  }
}
