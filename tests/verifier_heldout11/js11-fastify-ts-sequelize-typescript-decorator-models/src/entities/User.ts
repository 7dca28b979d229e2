import { Table, Column, Model, DataType, HasMany, Unique } from 'sequelize-typescript';
import { Comment } from './Comment';

@Table({ tableName: 'users' })
export class User extends Model {
  @Unique @Column(DataType.STRING) declare username: string;
  @Unique @Column(DataType.STRING) declare email: string;
  @Column(DataType.STRING) declare password: string;
  @Column(DataType.TEXT) declare bio: string | null;
  @Column(DataType.STRING) declare image: string | null;
  @HasMany(() => Comment) declare comments: Comment[];
}
