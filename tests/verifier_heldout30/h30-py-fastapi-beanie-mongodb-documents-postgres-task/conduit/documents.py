from datetime import datetime, timezone

from beanie import Document, Indexed, PydanticObjectId
from pydantic import Field


def _now() -> datetime:
    return datetime.now(timezone.utc)


class User(Document):
    username: Indexed(str, unique=True)
    email: Indexed(str, unique=True)
    password_hash: str
    bio: str | None = None
    image: str | None = None
    following: list[PydanticObjectId] = Field(default_factory=list)

    class Settings:
        name = "users"


class Article(Document):
    slug: Indexed(str, unique=True)
    title: str
    description: str
    body: str
    tag_list: list[str] = Field(default_factory=list)
    author_id: PydanticObjectId
    favorited_by: list[PydanticObjectId] = Field(default_factory=list)
    created_at: datetime = Field(default_factory=_now)
    updated_at: datetime = Field(default_factory=_now)

    class Settings:
        name = "articles"


class Comment(Document):
    article_id: PydanticObjectId
    author_id: PydanticObjectId
    body: str
    created_at: datetime = Field(default_factory=_now)
    updated_at: datetime = Field(default_factory=_now)

    class Settings:
        name = "comments"
