export { AccessTokenHandler } from './AccessTokenHandler';
export {
  VerifyAccessTokenInput,
  VerifyAccessTokenOutput,
  VerifyRefreshTokenInput,
  VerifyRefreshTokenOutput,
  GenerateAccessTokenInput,
  GenerateAccessTokenOutput
} from './types';
