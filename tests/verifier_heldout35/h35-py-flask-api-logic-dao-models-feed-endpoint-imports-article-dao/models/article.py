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

    @classmethod
    def from_row(cls, row):
        return cls(**{k: row[k] for k in row.keys()})
