import { Sequelize, DataTypes } from 'sequelize';

// follower graph: many small writes, kept in its own store
const graph = new Sequelize({ dialect: 'sqlite', storage: 'conduit.db', logging: false });

export const Follow = graph.define('Follow', {
  followerId: { type: DataTypes.INTEGER, allowNull: false },
  followingId: { type: DataTypes.INTEGER, allowNull: false },
}, { indexes: [{ unique: true, fields: ['followerId', 'followingId'] }] });

export const graphDb = graph;
