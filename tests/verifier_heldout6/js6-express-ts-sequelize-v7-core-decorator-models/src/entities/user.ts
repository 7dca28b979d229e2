import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes } from '@sequelize/core';
import { Attribute, AutoIncrement, NotNull, PrimaryKey, Table, Unique } from '@sequelize/core/decorators-legacy';

@Table({ tableName: 'users' })
export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  @Attribute(DataTypes.INTEGER)
  @PrimaryKey
  @AutoIncrement
  declare id: CreationOptional<number>;

  @Attribute(DataTypes.STRING)
  @NotNull
  @Unique
  declare username: string;

  @Attribute(DataTypes.STRING)
  @NotNull
  @Unique
  declare email: string;

  @Attribute(DataTypes.STRING)
  @NotNull
  declare passwordHash: string;

  @Attribute(DataTypes.TEXT)
  declare bio: string | null;

  @Attribute(DataTypes.STRING)
  declare image: string | null;
}

@Table({ tableName: 'follows', timestamps: false })
export class Follow extends Model<InferAttributes<Follow>, InferCreationAttributes<Follow>> {
  @Attribute(DataTypes.INTEGER)
  @PrimaryKey
  declare followerId: number;

  @Attribute(DataTypes.INTEGER)
  @PrimaryKey
  declare followeeId: number;
}
