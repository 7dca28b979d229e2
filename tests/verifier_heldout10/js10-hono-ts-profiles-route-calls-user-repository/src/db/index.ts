import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: 'data/conduit.sqlite', logging: false });
