from dataclasses import dataclass


@dataclass(frozen=True)
class Comment:
    id: int
    article_slug: str
    author: str
    body: str
    created_at: str
