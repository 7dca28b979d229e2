"""What the services hand back: entities plus what they look like to the caller."""

from dataclasses import dataclass

from conduit.models import Article, Comment, User


@dataclass(frozen=True)
class Identity:
    user: User
    token: str


@dataclass(frozen=True)
class ProfileView:
    user: User
    following: bool


@dataclass(frozen=True)
class ArticleView:
    article: Article
    author: ProfileView
    favorited: bool
    favorites_count: int


@dataclass(frozen=True)
class CommentView:
    comment: Comment
    author: ProfileView
