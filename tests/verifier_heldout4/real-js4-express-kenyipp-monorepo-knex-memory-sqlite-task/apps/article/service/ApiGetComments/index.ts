export { ApiGetComments } from './ApiGetComments';
