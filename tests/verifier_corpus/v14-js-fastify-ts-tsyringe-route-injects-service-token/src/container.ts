import 'reflect-metadata';
import { container } from 'tsyringe';
import { TOKENS } from './tokens';
import { SequelizeCommentRepository } from './repositories/comment.repository';
import { CommentService } from './services/comment.service';

container.register(TOKENS.CommentRepository, { useClass: SequelizeCommentRepository });
container.register(TOKENS.CommentService, { useClass: CommentService });

export { container };
