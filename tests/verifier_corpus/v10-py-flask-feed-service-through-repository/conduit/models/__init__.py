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

    @classmethod
    def from_row(cls, row) -> "Article":
        return cls(row["id"], row["slug"], row["title"], row["description"], row["body"], row["author_id"],
                   row["created_at"])
