"""What the services hand back: entities together with facts relative to the caller."""

from dataclasses import dataclass

from conduit.models import Article, Comment, User


@dataclass(frozen=True)
class AuthenticatedUser:
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


@dataclass(frozen=True)
class ArticlePage:
    articles: list[ArticleView]
    total: int


def profile_view(user: User, viewer: User | None) -> ProfileView:
    return ProfileView(user, viewer is not None and user in viewer.following)


def article_view(article: Article, viewer: User | None) -> ArticleView:
    return ArticleView(
        article=article,
        author=profile_view(article.author, viewer),
        favorited=viewer is not None and viewer in article.favorited_by,
        favorites_count=len(article.favorited_by),
    )


def comment_view(comment: Comment, viewer: User | None) -> CommentView:
    return CommentView(comment, profile_view(comment.author, viewer))
