export enum NodeEnv {
  Production = 'prod',
  Development = 'develop',
  Test = 'test',
  CI = 'ci'
}
