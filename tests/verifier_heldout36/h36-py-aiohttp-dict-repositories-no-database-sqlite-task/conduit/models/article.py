from dataclasses import dataclass, field
from datetime import datetime, timezone


@dataclass
class Article:
    slug: str
    title: str
    description: str
    body: str
    author: str
    tag_list: list[str] = field(default_factory=list)
    created_at: datetime = field(default_factory=lambda: datetime.now(timezone.utc))
