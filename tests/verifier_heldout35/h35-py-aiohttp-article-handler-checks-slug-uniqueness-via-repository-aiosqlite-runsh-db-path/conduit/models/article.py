from dataclasses import dataclass


@dataclass
class Article:
    id: int
    slug: str
    title: str
    description: str
    body: str
    author_id: int
    created_at: str
    updated_at: str
