from dataclasses import dataclass
from datetime import datetime


@dataclass
class Article:
    slug: str
    title: str
    description: str
    body: str
    created_at: datetime | None = None
