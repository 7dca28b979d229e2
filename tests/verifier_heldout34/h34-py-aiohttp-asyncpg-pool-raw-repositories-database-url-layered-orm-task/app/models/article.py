from dataclasses import dataclass
from datetime import datetime


@dataclass
class Article:
    id: int
    slug: str
    title: str
    description: str
    body: str
    author_id: int
    created_at: datetime
