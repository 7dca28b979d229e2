import { Column, DataType, HasMany, Model, Table, Unique, AllowNull } from 'sequelize-typescript';
import { Article } from './Article';

@Table({ tableName: 'users' })
export class User extends Model {
  @Unique @AllowNull(false) @Column(DataType.STRING)
  username: string;

  @Unique @AllowNull(false) @Column(DataType.STRING)
  email: string;

  @AllowNull(false) @Column(DataType.STRING)
  passwordHash: string;

  @Column(DataType.TEXT)
  bio: string | null;

  @Column(DataType.STRING)
  image: string | null;

  @HasMany(() => Article)
  articles: Article[];
}
