import { Article } from '../models/article';

export class ArticleRepository {
  list() { return Article.findAll(); }
  bySlug(slug: string) { return Article.findOne({ where: { slug } }); }
  create(title: string) { return Article.create({ title, slug: title.toLowerCase().replace(/\W+/g, '-') }); }
}
