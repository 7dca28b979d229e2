from dataclasses import dataclass


@dataclass
class Comment:
    id: int
    article_slug: str
    author: str
    body: str
    created_at: str
