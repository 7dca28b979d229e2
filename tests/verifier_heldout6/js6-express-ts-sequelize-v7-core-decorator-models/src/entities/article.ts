import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute } from '@sequelize/core';
import { Attribute, AutoIncrement, BelongsTo, NotNull, PrimaryKey, Table, Unique } from '@sequelize/core/decorators-legacy';
import { User } from './user.js';

@Table({ tableName: 'articles' })
export class Article extends Model<InferAttributes<Article>, InferCreationAttributes<Article>> {
  @Attribute(DataTypes.INTEGER)
  @PrimaryKey
  @AutoIncrement
  declare id: CreationOptional<number>;

  @Attribute(DataTypes.STRING)
  @NotNull
  @Unique
  declare slug: string;

  @Attribute(DataTypes.STRING)
  @NotNull
  declare title: string;

  @Attribute(DataTypes.TEXT)
  @NotNull
  declare description: string;

  @Attribute(DataTypes.TEXT)
  @NotNull
  declare body: string;

  @Attribute(DataTypes.JSON)
  declare tagList: CreationOptional<string[]>;

  @Attribute(DataTypes.INTEGER)
  @NotNull
  declare authorId: number;

  @BelongsTo(() => User, 'authorId')
  declare author?: NonAttribute<User>;

  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

@Table({ tableName: 'favorites', timestamps: false })
export class Favorite extends Model<InferAttributes<Favorite>, InferCreationAttributes<Favorite>> {
  @Attribute(DataTypes.INTEGER)
  @PrimaryKey
  declare userId: number;

  @Attribute(DataTypes.INTEGER)
  @PrimaryKey
  declare articleId: number;
}
