export interface Comment {
  id: number;
  articleSlug: string;
  author: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
}
