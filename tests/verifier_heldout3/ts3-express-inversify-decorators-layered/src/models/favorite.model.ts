import { Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import { Article } from './article.model';
import { User } from './user.model';

@Table({ tableName: 'favorites', timestamps: false })
export class Favorite extends Model {
  @ForeignKey(() => User)
  @Column(DataType.INTEGER)
  declare userId: number;

  @ForeignKey(() => Article)
  @Column(DataType.INTEGER)
  declare articleId: number;
}
