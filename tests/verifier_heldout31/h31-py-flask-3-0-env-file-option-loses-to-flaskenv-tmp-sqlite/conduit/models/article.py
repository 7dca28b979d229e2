from dataclasses import dataclass


@dataclass
class Article:
    slug: str
    title: str
    description: str
    body: str
    author_id: int
    id: int | None = None
    created_at: str | None = None
    updated_at: str | None = None
