export { IUserRepository as IUserRepoUserCont } from '../../../../controllers/api/user';
export { IUserRepository as IUserRepoArtServ } from '../../../../services/article';
export { IUserRo, IUserSeed } from '../../../../controllers/api/user';
export { IProfileRo } from '../../../../services/article';
export { IUserRepository } from './IUserRepository';

