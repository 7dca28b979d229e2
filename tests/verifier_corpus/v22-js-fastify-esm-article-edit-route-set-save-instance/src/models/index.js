import { Sequelize } from 'sequelize';
import { defineUser } from './user.js';
import { defineArticle } from './article.js';

export const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });

export const User = defineUser(sequelize);
export const Article = defineArticle(sequelize);

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
User.hasMany(Article, { as: 'articles', foreignKey: 'authorId' });
