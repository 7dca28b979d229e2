from datetime import datetime

from pydantic import BaseModel


class Author(BaseModel):
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
    author: Author

    @classmethod
    def from_model(cls, article) -> "ArticleOut":
        return cls(
            slug=article.slug, title=article.title, description=article.description, body=article.body,
            tagList=[t.name for t in article.tags], createdAt=article.created_at, updatedAt=article.updated_at,
            author=Author(username=article.author.username, bio=article.author.bio, image=article.author.image),
        )
