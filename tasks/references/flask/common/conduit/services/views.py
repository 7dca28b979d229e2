"""What the services hand back: entities together with facts relative to the caller."""

from dataclasses import dataclass

from conduit.models import (
    Article,  # feature-line: articles
    Comment,  # feature-line: comments, profiles
    User,
)


@dataclass(frozen=True)
class AuthenticatedUser:
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
# feature-begin: articles


@dataclass(frozen=True)
class ArticlePage:
    articles: list[ArticleView]
    total: int
# feature-end: articles
# feature-begin: profiles


def profile_view(user: User, viewer: User | None) -> ProfileView:
    return ProfileView(user, viewer is not None and user in viewer.following)
# feature-end: profiles
# feature-begin: articles


def article_view(article: Article, viewer: User | None) -> ArticleView:
    return ArticleView(
        article=article,
        author=profile_view(article.author, viewer),  # feature-line: profiles
        favorited=viewer is not None and viewer in article.favorited_by,  # feature-line: favorites
        favorites_count=len(article.favorited_by),  # feature-line: favorites
    )
# feature-end: articles
# feature-begin: comments, profiles


def comment_view(comment: Comment, viewer: User | None) -> CommentView:
    return CommentView(comment, profile_view(comment.author, viewer))
# feature-end: comments, profiles
