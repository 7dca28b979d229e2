from dataclasses import asdict, dataclass, field
from datetime import datetime


@dataclass(frozen=True)
class UserRecord:
    id: int
    username: str
    email: str
    password_hash: str
    bio: str | None
    image: str | None


@dataclass(frozen=True)
class Profile:
    username: str
    bio: str | None
    image: str | None
    following: bool = False

    def as_dict(self):
        return asdict(self)


@dataclass(frozen=True)
class ArticleRecord:
    id: int
    slug: str
    title: str
    description: str
    body: str
    author_id: int
    created_at: datetime
    updated_at: datetime
    tags: list[str] = field(default_factory=list)
