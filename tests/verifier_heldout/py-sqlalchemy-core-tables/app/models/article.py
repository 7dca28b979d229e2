import datetime as dt
from dataclasses import dataclass

from app.models.user import User


@dataclass
class Article:
    id: int
    slug: str
    title: str
    description: str
    body: str
    author_id: int
    created_at: dt.datetime
    author: User

    @property
    def updated_at(self) -> dt.datetime:
        return self.created_at
