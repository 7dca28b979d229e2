from dataclasses import dataclass, field
from datetime import datetime


@dataclass
class Author:
    username: str
    bio: str = ""
    image: str | None = None


@dataclass
class Article:
    slug: str
    title: str
    description: str
    body: str
    created_at: datetime
    updated_at: datetime
    author: Author
    tag_list: list[str] = field(default_factory=list)
