export { usersService } from './users.js';
export { commentsService } from './comments.js';
