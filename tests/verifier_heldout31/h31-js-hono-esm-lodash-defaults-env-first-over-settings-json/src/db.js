import { Sequelize, DataTypes } from 'sequelize'
import { config } from './config.js'

export const sequelize = new Sequelize(config.databaseUrl, { dialect: 'postgres', logging: false })

export const User = sequelize.define('User', { username: { type: DataTypes.STRING, unique: true }, bio: DataTypes.TEXT, image: DataTypes.STRING })
export const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, description: DataTypes.STRING, body: DataTypes.TEXT })
export const Favorite = sequelize.define('Favorite', { userId: DataTypes.INTEGER, articleId: DataTypes.INTEGER }, { timestamps: false })

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' })
