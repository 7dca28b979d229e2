from dataclasses import dataclass
from datetime import datetime


@dataclass
class Comment:
    id: int
    body: str
    created_at: datetime
    updated_at: datetime
    author_username: str
    author_bio: str | None
    author_image: str | None
