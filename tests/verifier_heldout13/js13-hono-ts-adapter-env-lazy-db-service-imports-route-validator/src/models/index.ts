import { DataTypes, Model, Sequelize } from 'sequelize'

export class Article extends Model {
  declare id: number
  declare slug: string
  declare title: string
  declare description: string
  declare body: string
  declare authorName: string
  declare createdAt: Date
  declare updatedAt: Date
}

export class Comment extends Model {
  declare id: number
  declare body: string
  declare articleId: number
  declare authorName: string
  declare createdAt: Date
  declare updatedAt: Date
}

export function initModels(sequelize: Sequelize) {
  Article.init(
    {
      slug: { type: DataTypes.STRING, unique: true, allowNull: false },
      title: { type: DataTypes.STRING, allowNull: false },
      description: { type: DataTypes.STRING, allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
      authorName: { type: DataTypes.STRING, allowNull: false },
    },
    { sequelize, tableName: 'articles' },
  )
  Comment.init(
    {
      body: { type: DataTypes.TEXT, allowNull: false },
      authorName: { type: DataTypes.STRING, allowNull: false },
    },
    { sequelize, tableName: 'comments' },
  )
  Article.hasMany(Comment, { foreignKey: 'articleId', onDelete: 'CASCADE' })
  Comment.belongsTo(Article, { foreignKey: 'articleId' })
}
