export interface ITagDbSeed {
  tag: string;
}
