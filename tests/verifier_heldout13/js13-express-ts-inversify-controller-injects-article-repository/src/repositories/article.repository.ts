import { injectable } from 'inversify';
import { ArticleModel, UserModel } from '../models';

@injectable()
export class ArticleRepository {
  findBySlug(slug: string) {
    return ArticleModel.findOne({ where: { slug }, include: [{ model: UserModel, as: 'author' }] });
  }
  create(data: Pick<ArticleModel, 'slug' | 'title' | 'description' | 'body' | 'authorId'>) {
    return ArticleModel.create(data);
  }
  async deleteBySlug(slug: string): Promise<number> {
    return ArticleModel.destroy({ where: { slug } });
  }
}
