import { sequelize } from '../config/database.js';
import { User } from './user.js';

export const Follow = sequelize.define('follow', {}, { underscored: true });
User.belongsToMany(User, { through: Follow, as: 'followers', foreignKey: 'following_id', otherKey: 'follower_id' });
