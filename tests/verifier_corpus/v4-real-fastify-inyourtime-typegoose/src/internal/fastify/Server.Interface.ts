export interface IRouterConfig {
  routerFolder: string;
  prefix: string;
}
