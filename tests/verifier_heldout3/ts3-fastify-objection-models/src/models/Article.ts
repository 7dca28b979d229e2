import { Model } from 'objection';
import { User } from './User';

export class Article extends Model {
  static tableName = 'articles';

  id!: number;
  slug!: string;
  title!: string;
  description!: string;
  body!: string;
  author_id!: number;
  created_at!: string;
  updated_at!: string;
  author?: User;

  static relationMappings = () => ({
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'articles.author_id', to: 'users.id' },
    },
  });
}
