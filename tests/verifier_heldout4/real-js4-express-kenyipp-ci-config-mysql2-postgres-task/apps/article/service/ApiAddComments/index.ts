export { ApiAddComments } from './ApiAddComments';
