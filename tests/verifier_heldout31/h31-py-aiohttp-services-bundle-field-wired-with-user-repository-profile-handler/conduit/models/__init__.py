from dataclasses import dataclass


@dataclass(frozen=True)
class User:
    id: int
    username: str
    bio: str | None
    image: str | None


@dataclass(frozen=True)
class Article:
    id: int
    slug: str
    title: str
    body: str
    author_id: int
