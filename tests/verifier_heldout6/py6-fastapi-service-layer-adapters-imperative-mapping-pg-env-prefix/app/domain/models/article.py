from dataclasses import dataclass, field
from datetime import datetime

from app.domain.models.user import User


@dataclass
class Comment:
    body: str
    author: User
    id: int | None = None
    created_at: datetime = field(default_factory=datetime.utcnow)
    updated_at: datetime = field(default_factory=datetime.utcnow)


@dataclass
class Article:
    slug: str
    title: str
    description: str
    body: str
    author: User
    tag_list: list[str] = field(default_factory=list)
    favorited_by: list[User] = field(default_factory=list)
    comments: list[Comment] = field(default_factory=list)
    id: int | None = None
    created_at: datetime = field(default_factory=datetime.utcnow)
    updated_at: datetime = field(default_factory=datetime.utcnow)
