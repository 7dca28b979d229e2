import { Table, Column, Model, DataType, ForeignKey, BelongsTo } from 'sequelize-typescript';
import { User } from './User';

@Table({ tableName: 'comments' })
export class Comment extends Model {
  @Column(DataType.TEXT) declare body: string;
  @Column(DataType.STRING) declare articleSlug: string;
  @ForeignKey(() => User) @Column(DataType.INTEGER) declare authorId: number;
  @BelongsTo(() => User) declare author: User;
}
