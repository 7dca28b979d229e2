import { BelongsTo, BelongsToMany, Column, DataType, ForeignKey, Model, Table, Unique, AllowNull } from 'sequelize-typescript';
import { User } from './User';
import { Favorite } from './Favorite';

@Table({ tableName: 'articles' })
export class Article extends Model {
  @Unique @AllowNull(false) @Column(DataType.STRING)
  slug: string;

  @AllowNull(false) @Column(DataType.STRING)
  title: string;

  @AllowNull(false) @Column(DataType.TEXT)
  description: string;

  @AllowNull(false) @Column(DataType.TEXT)
  body: string;

  @Column({ type: DataType.JSON, defaultValue: [] })
  tagList: string[];

  @ForeignKey(() => User) @Column(DataType.INTEGER)
  authorId: number;

  @BelongsTo(() => User, 'authorId')
  author: User;

  @BelongsToMany(() => User, () => Favorite)
  favoritedBy: User[];
}
