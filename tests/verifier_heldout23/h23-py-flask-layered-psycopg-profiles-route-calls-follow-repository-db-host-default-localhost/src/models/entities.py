from dataclasses import dataclass, field
from datetime import datetime


@dataclass
class UserEntity:
    id: int
    username: str
    email: str
    password_hash: str
    bio: str | None = None
    image: str | None = None


@dataclass
class ProfileEntity:
    username: str
    bio: str | None
    image: str | None
    following: bool = False

    def to_dict(self):
        return {"username": self.username, "bio": self.bio, "image": self.image, "following": self.following}


@dataclass
class ArticleEntity:
    id: int
    slug: str
    title: str
    description: str
    body: str
    author_id: int
    created_at: datetime
    updated_at: datetime
    tag_list: list[str] = field(default_factory=list)
