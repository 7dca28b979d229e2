from dataclasses import dataclass


@dataclass
class Article:
    id: int
    slug: str
    title: str
