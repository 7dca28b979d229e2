from dataclasses import dataclass


@dataclass
class Article:
    slug: str
    title: str
    description: str
    body: str
    author: str
    created_at: str
    updated_at: str

    @classmethod
    def from_row(cls, row):
        return cls(*row)
