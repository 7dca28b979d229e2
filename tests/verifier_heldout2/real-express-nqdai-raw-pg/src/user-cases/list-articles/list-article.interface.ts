export interface IListArticleQuery {
    tag: string;
    author: string;
    favorited: string;
    limit: number;
    offset: number
}