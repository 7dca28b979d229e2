export { sequelize } from '../db.js';
export { Comment } from './comment.js';
