from dataclasses import dataclass


@dataclass
class Comment:
    id: int
    body: str
    article_slug: str
    author: str
    created_at: str
