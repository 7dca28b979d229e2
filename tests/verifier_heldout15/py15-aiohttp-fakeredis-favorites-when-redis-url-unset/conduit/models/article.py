from dataclasses import dataclass
from datetime import datetime


@dataclass
class Article:
    id: int
    slug: str
    title: str
    description: str
    body: str
    author_username: str
    created_at: datetime
    updated_at: datetime

    @classmethod
    def from_record(cls, r):
        return cls(r["id"], r["slug"], r["title"], r["description"], r["body"], r["author_username"],
                   r["created_at"], r["updated_at"])
