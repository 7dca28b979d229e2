import { BelongsToMany, Column, DataType, HasMany, Model, Table } from 'sequelize-typescript';
import { Article } from './article.model';
import { Favorite } from './favorite.model';
import { Follow } from './follow.model';

@Table({ tableName: 'users' })
export class User extends Model {
  @Column({ type: DataType.STRING, unique: true, allowNull: false })
  declare username: string;

  @Column({ type: DataType.STRING, unique: true, allowNull: false })
  declare email: string;

  @Column({ type: DataType.STRING, allowNull: false })
  declare passwordHash: string;

  @Column(DataType.TEXT)
  declare bio: string | null;

  @Column(DataType.STRING)
  declare image: string | null;

  @HasMany(() => Article, 'authorId')
  declare articles: Article[];

  @BelongsToMany(() => Article, () => Favorite, 'userId', 'articleId')
  declare favorites: Article[];

  @BelongsToMany(() => User, () => Follow, 'followerId', 'followingId')
  declare following: User[];
}
