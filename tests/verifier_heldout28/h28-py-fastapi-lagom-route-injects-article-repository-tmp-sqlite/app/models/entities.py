from dataclasses import dataclass, field


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
    created_at: str
    updated_at: str
    tag_list: list[str] = field(default_factory=list)
