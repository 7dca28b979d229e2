export interface Tag {
  id: number;
  name: string;
}
