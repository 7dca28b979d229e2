export interface Article {
  slug: string;
  title: string;
  description: string;
  body: string;
  tagList: string[];
  createdAt: Date;
  updatedAt: Date;
}

export interface ArticleDraft {
  title: string;
  description: string;
  body: string;
  tagList?: string[];
}
