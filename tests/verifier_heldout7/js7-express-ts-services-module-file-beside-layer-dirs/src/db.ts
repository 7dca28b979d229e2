import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize('sqlite://./data/conduit.sqlite', { logging: false });
