import { sequelize } from '../db.js';
import { User } from './user.js';
import { Follow } from './follow.js';
import { Comment } from './comment.js';

Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
User.hasMany(Comment, { foreignKey: 'authorId' });

export { sequelize, User, Follow, Comment };
