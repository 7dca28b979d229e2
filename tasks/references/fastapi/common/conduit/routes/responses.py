"""Response shapes of the Conduit spec, built from the services' views."""

from datetime import datetime
from typing import Annotated

from pydantic import BaseModel, ConfigDict, PlainSerializer
from pydantic.alias_generators import to_camel

from conduit.services.views import ArticleView, CommentView, Identity, ProfileView

# Datetimes are stored naive in UTC; render them as ISO 8601 with an explicit Z.
Timestamp = Annotated[datetime, PlainSerializer(lambda d: d.isoformat(timespec="milliseconds") + "Z", return_type=str)]


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
    following: bool


class Article(CamelModel):
    slug: str
    title: str
    description: str
    body: str
    tag_list: list[str]
    created_at: Timestamp
    updated_at: Timestamp
    favorited: bool
    favorites_count: int
    author: Profile


class Comment(CamelModel):
    id: int
    created_at: Timestamp
    updated_at: Timestamp
    body: str
    author: Profile


class UserResponse(CamelModel):
    user: User


class ProfileResponse(CamelModel):
    profile: Profile


class ArticleResponse(CamelModel):
    article: Article


class ArticlesResponse(CamelModel):
    articles: list[Article]
    articles_count: int


class CommentResponse(CamelModel):
    comment: Comment


class CommentsResponse(CamelModel):
    comments: list[Comment]


class TagsResponse(CamelModel):
    tags: list[str]


def user_response(identity: Identity) -> UserResponse:
    user = identity.user
    return UserResponse(
        user=User(email=user.email, token=identity.token, username=user.username, bio=user.bio, image=user.image)
    )


def profile(view: ProfileView) -> Profile:
    user = view.user
    return Profile(username=user.username, bio=user.bio, image=user.image, following=view.following)


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
        favorited=view.favorited,
        favorites_count=view.favorites_count,
        author=profile(view.author),
    )


def articles_response(views: list[ArticleView], total: int) -> ArticlesResponse:
    return ArticlesResponse(articles=[article(view) for view in views], articles_count=total)


def comment(view: CommentView) -> Comment:
    entity = view.comment
    return Comment(
        id=entity.id,
        created_at=entity.created_at,
        updated_at=entity.updated_at,
        body=entity.body,
        author=profile(view.author),
    )
