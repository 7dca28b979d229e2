import { Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import { User } from './user.model';

@Table({ tableName: 'follows', timestamps: false })
export class Follow extends Model {
  @ForeignKey(() => User)
  @Column(DataType.INTEGER)
  declare followerId: number;

  @ForeignKey(() => User)
  @Column(DataType.INTEGER)
  declare followingId: number;
}
