export interface IArticleSeed {
  slug: string;
  title: string;
  description: string;
  body: string;
  tagList?: string[];
}
