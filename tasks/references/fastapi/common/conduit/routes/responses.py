"""Response shapes of the Conduit spec, built from the services' views."""

from datetime import datetime
from typing import Annotated

from pydantic import BaseModel, PlainSerializer

from conduit.services.views import ArticleView, CommentView, Identity, ProfileView

# Datetimes are stored naive in UTC; render them as ISO 8601 with an explicit Z.
Timestamp = Annotated[datetime, PlainSerializer(lambda d: d.isoformat(timespec="milliseconds") + "Z", return_type=str)]


class User(BaseModel):
    email: str
    token: str
    username: str
    bio: str
    image: str


class Profile(BaseModel):
    username: str
    bio: str
    image: str
    following: bool


class Article(BaseModel):
    slug: str
    title: str
    description: str
    body: str
    tagList: list[str]
    createdAt: Timestamp
    updatedAt: Timestamp
    favorited: bool
    favoritesCount: int
    author: Profile


class Comment(BaseModel):
    id: int
    createdAt: Timestamp
    updatedAt: Timestamp
    body: str
    author: Profile


class UserResponse(BaseModel):
    user: User


class ProfileResponse(BaseModel):
    profile: Profile


class ArticleResponse(BaseModel):
    article: Article


class ArticlesResponse(BaseModel):
    articles: list[Article]
    articlesCount: int


class CommentResponse(BaseModel):
    comment: Comment


class CommentsResponse(BaseModel):
    comments: list[Comment]


class TagsResponse(BaseModel):
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
        tagList=[tag.name for tag in entity.tags],
        createdAt=entity.created_at,
        updatedAt=entity.updated_at,
        favorited=view.favorited,
        favoritesCount=view.favorites_count,
        author=profile(view.author),
    )


def articles_response(views: list[ArticleView], total: int) -> ArticlesResponse:
    return ArticlesResponse(articles=[article(view) for view in views], articlesCount=total)


def comment(view: CommentView) -> Comment:
    entity = view.comment
    return Comment(
        id=entity.id,
        createdAt=entity.created_at,
        updatedAt=entity.updated_at,
        body=entity.body,
        author=profile(view.author),
    )
