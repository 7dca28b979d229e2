"""Response shapes of the Conduit spec, built from the services' views."""

# feature-begin: articles
from datetime import datetime
from typing import Annotated

from pydantic import BaseModel, ConfigDict, PlainSerializer
# feature-else: articles
# from pydantic import BaseModel, ConfigDict
# feature-end: articles
from pydantic.alias_generators import to_camel

# feature-begin: profiles
from conduit.services.views import (
    ArticleView,  # feature-line: articles
    CommentView,  # feature-line: comments
    Identity,
    ProfileView,
)
# feature-else: profiles
# from conduit import models
# from conduit.services.views import ArticleView, Identity
# feature-end: profiles
# feature-begin: articles

# Datetimes are stored naive in UTC; render them as ISO 8601 with an explicit Z.
Timestamp = Annotated[datetime, PlainSerializer(lambda d: d.isoformat(timespec="milliseconds") + "Z", return_type=str)]
# feature-end: articles


class CamelModel(BaseModel):
    """Snake case in Python, camelCase on the wire (FastAPI serialises responses by alias)."""

    model_config = ConfigDict(alias_generator=to_camel, validate_by_name=True)


class User(CamelModel):
    email: str
    token: str
    username: str
    bio: str
    image: str


class Profile(CamelModel):
    username: str
    bio: str
    image: str
    following: bool  # feature-line: profiles


# feature-begin: articles
class Article(CamelModel):
    slug: str
    title: str
    description: str
    body: str
    tag_list: list[str]
    created_at: Timestamp
    updated_at: Timestamp
    favorited: bool  # feature-line: favorites
    favorites_count: int  # feature-line: favorites
    author: Profile


# feature-end: articles
# feature-begin: comments
class Comment(CamelModel):
    id: int
    created_at: Timestamp
    updated_at: Timestamp
    body: str
    author: Profile


# feature-end: comments
class UserResponse(CamelModel):
    user: User
# feature-begin: profiles


class ProfileResponse(CamelModel):
    profile: Profile
# feature-end: profiles
# feature-begin: articles


class ArticleResponse(CamelModel):
    article: Article


class ArticlesResponse(CamelModel):
    articles: list[Article]
    articles_count: int
# feature-end: articles
# feature-begin: comments


class CommentResponse(CamelModel):
    comment: Comment


class CommentsResponse(CamelModel):
    comments: list[Comment]
# feature-end: comments
# feature-begin: articles


class TagsResponse(CamelModel):
    tags: list[str]
# feature-end: articles


def user_response(identity: Identity) -> UserResponse:
    user = identity.user
    return UserResponse(
        user=User(email=user.email, token=identity.token, username=user.username, bio=user.bio, image=user.image)
    )


# feature-begin: profiles
def profile(view: ProfileView) -> Profile:
    user = view.user
    return Profile(username=user.username, bio=user.bio, image=user.image, following=view.following)
# feature-else: profiles
# def profile(user: models.User) -> Profile:
#     return Profile(username=user.username, bio=user.bio, image=user.image)
# feature-end: profiles
# feature-begin: articles


def article(view: ArticleView) -> Article:
    entity = view.article
    return Article(
        slug=entity.slug,
        title=entity.title,
        description=entity.description,
        body=entity.body,
        tag_list=[tag.name for tag in entity.tags],
        created_at=entity.created_at,
        updated_at=entity.updated_at,
        favorited=view.favorited,  # feature-line: favorites
        favorites_count=view.favorites_count,  # feature-line: favorites
        # feature-begin: profiles
        author=profile(view.author),
        # feature-else: profiles
        # author=profile(entity.author),
        # feature-end: profiles
    )


def articles_response(views: list[ArticleView], total: int) -> ArticlesResponse:
    return ArticlesResponse(articles=[article(view) for view in views], articles_count=total)
# feature-end: articles
# feature-begin: comments


# feature-begin: profiles
def comment(view: CommentView) -> Comment:
    entity = view.comment
# feature-else: profiles
# def comment(entity: models.Comment) -> Comment:
# feature-end: profiles
    return Comment(
        id=entity.id,
        created_at=entity.created_at,
        updated_at=entity.updated_at,
        body=entity.body,
        # feature-begin: profiles
        author=profile(view.author),
        # feature-else: profiles
        # author=profile(entity.author),
        # feature-end: profiles
    )
# feature-end: comments
