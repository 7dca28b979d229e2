from datetime import datetime

from pydantic import BaseModel


class AuthorOut(BaseModel):
    username: str
    bio: str | None = None
    image: str | None = None
    following: bool = False


class ArticleOut(BaseModel):
    slug: str
    title: str
    description: str
    body: str
    tagList: list[str]
    createdAt: datetime
    updatedAt: datetime
    favorited: bool = False
    favoritesCount: int = 0
    author: AuthorOut


class ArticleEnvelope(BaseModel):
    article: ArticleOut


class ArticleList(BaseModel):
    articles: list[ArticleOut]
    articlesCount: int
