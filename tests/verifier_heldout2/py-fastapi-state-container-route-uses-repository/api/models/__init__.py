from dataclasses import dataclass, field


@dataclass
class Article:
    slug: str
    title: str
    body: str = ""


@dataclass
class Comment:
    id: int
    article_slug: str
    body: str
