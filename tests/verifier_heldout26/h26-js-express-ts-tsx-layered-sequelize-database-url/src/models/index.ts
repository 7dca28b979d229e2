export { User } from './user.model';
export { Follow } from './follow.model';
