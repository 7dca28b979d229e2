export interface ITagEntity {
  id?: number;
  tag: string;
}
