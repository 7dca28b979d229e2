import { IUserRepoUserCont, IUserRepoArtServ } from './';

export interface IUserRepository extends IUserRepoUserCont, IUserRepoArtServ { }
