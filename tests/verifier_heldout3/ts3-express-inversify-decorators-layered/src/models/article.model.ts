import { BelongsTo, BelongsToMany, Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import { Favorite } from './favorite.model';
import { User } from './user.model';

@Table({ tableName: 'articles' })
export class Article extends Model {
  @Column({ type: DataType.STRING, unique: true, allowNull: false })
  declare slug: string;

  @Column({ type: DataType.STRING, allowNull: false })
  declare title: string;

  @Column({ type: DataType.STRING, allowNull: false })
  declare description: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare body: string;

  @Column({ type: DataType.ARRAY(DataType.STRING), defaultValue: [] })
  declare tagList: string[];

  @ForeignKey(() => User)
  @Column(DataType.INTEGER)
  declare authorId: number;

  @BelongsTo(() => User, 'authorId')
  declare author: User;

  @BelongsToMany(() => User, () => Favorite, 'articleId', 'userId')
  declare favoritedBy: User[];
}
