import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize('sqlite:///conduit.sqlite', { logging: false });
