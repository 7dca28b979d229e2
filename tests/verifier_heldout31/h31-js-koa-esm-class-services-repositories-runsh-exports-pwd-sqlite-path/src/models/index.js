import { Sequelize, DataTypes } from 'sequelize'

export function defineModels (storage) {
  const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false })

  const User = sequelize.define('User', { username: { type: DataTypes.STRING, unique: true }, bio: DataTypes.TEXT, image: DataTypes.STRING })
  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, unique: true },
    title: DataTypes.STRING,
    description: DataTypes.STRING,
    body: DataTypes.TEXT
  })
  const Favorite = sequelize.define('Favorite', {}, { timestamps: false })

  Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' })
  Article.belongsToMany(User, { through: Favorite, as: 'fans', foreignKey: 'articleId', otherKey: 'userId' })

  return { sequelize, User, Article, Favorite }
}
