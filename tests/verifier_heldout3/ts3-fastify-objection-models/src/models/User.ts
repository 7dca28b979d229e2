import { Model } from 'objection';

export class User extends Model {
  static tableName = 'users';

  id!: number;
  username!: string;
  email!: string;
  password!: string;
  bio?: string | null;
  image?: string | null;
}
