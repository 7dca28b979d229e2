import { Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import { User } from './User';
import { Article } from './Article';

@Table({ tableName: 'favorites', timestamps: false })
export class Favorite extends Model {
  @ForeignKey(() => User) @Column(DataType.INTEGER)
  userId: number;

  @ForeignKey(() => Article) @Column(DataType.INTEGER)
  articleId: number;
}
