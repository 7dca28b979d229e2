from dataclasses import dataclass


@dataclass
class Article:
    id: int
    slug: str
    title: str
    author: str
    tags: list[str]
    created_at: str
