from dataclasses import dataclass


@dataclass
class User:
    id: int
    username: str
    email: str
    password_hash: str
    bio: str | None = None
    image: str | None = None


@dataclass
class Comment:
    id: int
    article_slug: str
    author: User
    body: str
    created_at: str
    updated_at: str
