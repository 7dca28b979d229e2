"""What the services hand back: plain values, detached from the ORM session."""

from dataclasses import dataclass
from datetime import datetime

from conduit.models import Article, Comment, User


@dataclass(frozen=True)
class AuthenticatedUser:
    email: str
    username: str
    bio: str
    image: str
    token: str

    @classmethod
    def of(cls, user: User, token: str) -> "AuthenticatedUser":
        return cls(user.email, user.username, user.bio, user.image, token)


@dataclass(frozen=True)
class Profile:
    username: str
    bio: str
    image: str
    following: bool

    @classmethod
    def of(cls, user: User, following: bool) -> "Profile":
        return cls(user.username, user.bio, user.image, following)


@dataclass(frozen=True)
class ArticleView:
    slug: str
    title: str
    description: str
    body: str
    tag_list: list[str]
    created_at: datetime
    updated_at: datetime
    favorited: bool
    favorites_count: int
    author: Profile

    @classmethod
    def of(
        cls, article: Article, *, favorited: bool, favorites_count: int, following: bool
    ) -> "ArticleView":
        return cls(
            slug=article.slug,
            title=article.title,
            description=article.description,
            body=article.body,
            tag_list=sorted(tag.name for tag in article.tags),
            created_at=article.created_at,
            updated_at=article.updated_at,
            favorited=favorited,
            favorites_count=favorites_count,
            author=Profile.of(article.author, following),
        )


@dataclass(frozen=True)
class ArticlePage:
    articles: list[ArticleView]
    total: int


@dataclass(frozen=True)
class CommentView:
    id: int
    body: str
    created_at: datetime
    updated_at: datetime
    author: Profile

    @classmethod
    def of(cls, comment: Comment, following: bool) -> "CommentView":
        return cls(
            comment.id,
            comment.body,
            comment.created_at,
            comment.updated_at,
            Profile.of(comment.author, following),
        )
