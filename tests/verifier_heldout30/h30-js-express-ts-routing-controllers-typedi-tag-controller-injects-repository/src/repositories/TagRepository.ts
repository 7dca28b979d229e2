import { Service } from 'typedi';
import { Article } from '../models/Article';

@Service()
export class TagRepository {
  async allNames(): Promise<string[]> {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return [...new Set(rows.flatMap((r) => r.tagList))].sort();
  }
}
