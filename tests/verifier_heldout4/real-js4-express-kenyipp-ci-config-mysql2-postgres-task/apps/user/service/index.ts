export * from './ApiRegistration';
export * from './ApiUserLogin';

export { Factory } from './Factory';
