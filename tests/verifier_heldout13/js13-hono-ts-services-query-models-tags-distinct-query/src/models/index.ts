import { DataTypes, Model } from 'sequelize'
import { sequelize } from '../db'

export class User extends Model {
  declare id: number
  declare username: string
  declare email: string
  declare password: string
  declare bio: string | null
  declare image: string | null
}
User.init(
  {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    password: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, modelName: 'user' },
)

export class Article extends Model {
  declare id: number
  declare slug: string
  declare title: string
  declare description: string
  declare body: string
  declare authorId: number
  declare createdAt: Date
  declare updatedAt: Date
  declare author?: User
}
Article.init(
  {
    slug: { type: DataTypes.STRING, unique: true },
    title: DataTypes.STRING,
    description: DataTypes.STRING,
    body: DataTypes.TEXT,
  },
  { sequelize, modelName: 'article' },
)

export class ArticleTag extends Model {
  declare articleId: number
  declare tag: string
}
ArticleTag.init(
  { articleId: DataTypes.INTEGER, tag: DataTypes.STRING },
  { sequelize, modelName: 'article_tag', timestamps: false },
)

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' })
Article.hasMany(ArticleTag, { as: 'tags', foreignKey: 'articleId' })
