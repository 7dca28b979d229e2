"""What the services hand back: entities plus what they look like to the caller."""

from dataclasses import dataclass

from conduit.models import (
    Article,  # feature-line: articles
    Comment,  # feature-line: comments, profiles
    User,
)


@dataclass(frozen=True)
class Identity:
    user: User
    token: str
# feature-begin: profiles


@dataclass(frozen=True)
class ProfileView:
    user: User
    following: bool
# feature-end: profiles
# feature-begin: articles


@dataclass(frozen=True)
class ArticleView:
    article: Article
    author: ProfileView  # feature-line: profiles
    favorited: bool  # feature-line: favorites
    favorites_count: int  # feature-line: favorites
# feature-end: articles
# feature-begin: comments, profiles


@dataclass(frozen=True)
class CommentView:
    comment: Comment
    author: ProfileView
# feature-end: comments, profiles
