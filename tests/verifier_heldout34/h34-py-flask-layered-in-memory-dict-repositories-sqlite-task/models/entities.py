from dataclasses import dataclass, field
from datetime import datetime, timezone


@dataclass
class User:
    id: int
    username: str
    email: str
    password_hash: str
    bio: str = ""
    image: str | None = None


@dataclass
class Article:
    id: int
    slug: str
    title: str
    description: str
    body: str
    author_id: int
    tag_list: list[str] = field(default_factory=list)
    created_at: datetime = field(default_factory=lambda: datetime.now(timezone.utc))
