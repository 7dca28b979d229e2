import { Sequelize } from 'sequelize';
export const sequelize = new Sequelize({ dialect: 'sqlite', storage: '/tmp/conduit.sqlite', logging: false });
