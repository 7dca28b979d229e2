from dataclasses import dataclass


@dataclass
class User:
    id: int
    username: str
    email: str
    password: str
    bio: str | None = None
    image: str | None = None


@dataclass
class Article:
    id: int
    slug: str
    title: str
    description: str
    body: str
    author_id: int
