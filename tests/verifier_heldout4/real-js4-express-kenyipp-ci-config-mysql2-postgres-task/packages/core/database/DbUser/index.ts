export { DbUser } from './DbUser';
export * from './dto';
