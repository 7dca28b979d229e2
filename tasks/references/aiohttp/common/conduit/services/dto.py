"""What the services hand back: plain values, detached from the ORM session."""

from dataclasses import dataclass
from datetime import datetime  # feature-line: articles

# feature-begin: articles
# feature-begin: comments
from conduit.models import Article, Comment, User
# feature-else: comments
# from conduit.models import Article, User
# feature-end: comments
# feature-else: articles
# from conduit.models import User
# feature-end: articles


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
    following: bool  # feature-line: profiles

    @classmethod
    # feature-begin: profiles
    def of(cls, user: User, following: bool) -> "Profile":
        return cls(user.username, user.bio, user.image, following)
    # feature-else: profiles
    # def of(cls, user: User) -> "Profile":
    #     return cls(user.username, user.bio, user.image)
    # feature-end: profiles
# feature-begin: articles


@dataclass(frozen=True)
class ArticleView:
    slug: str
    title: str
    description: str
    body: str
    tag_list: list[str]
    created_at: datetime
    updated_at: datetime
    favorited: bool  # feature-line: favorites
    favorites_count: int  # feature-line: favorites
    author: Profile

    @classmethod
    def of(
        cls,
        article: Article,
        *,
        favorited: bool,  # feature-line: favorites
        favorites_count: int,  # feature-line: favorites
        following: bool,  # feature-line: profiles
    ) -> "ArticleView":
        return cls(
            slug=article.slug,
            title=article.title,
            description=article.description,
            body=article.body,
            tag_list=sorted(tag.name for tag in article.tags),
            created_at=article.created_at,
            updated_at=article.updated_at,
            favorited=favorited,  # feature-line: favorites
            favorites_count=favorites_count,  # feature-line: favorites
            # feature-begin: profiles
            author=Profile.of(article.author, following),
            # feature-else: profiles
            # author=Profile.of(article.author),
            # feature-end: profiles
        )


@dataclass(frozen=True)
class ArticlePage:
    articles: list[ArticleView]
    total: int
# feature-end: articles
# feature-begin: comments


@dataclass(frozen=True)
class CommentView:
    id: int
    body: str
    created_at: datetime
    updated_at: datetime
    author: Profile

    @classmethod
    # feature-begin: profiles
    def of(cls, comment: Comment, following: bool) -> "CommentView":
    # feature-else: profiles
    # def of(cls, comment: Comment) -> "CommentView":
    # feature-end: profiles
        return cls(
            comment.id,
            comment.body,
            comment.created_at,
            comment.updated_at,
            # feature-begin: profiles
            Profile.of(comment.author, following),
            # feature-else: profiles
            # Profile.of(comment.author),
            # feature-end: profiles
        )
# feature-end: comments
