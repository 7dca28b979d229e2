// Data-access layer entry point: services get the persistence objects from here.
export { User, Comment, sequelize } from '../models';
