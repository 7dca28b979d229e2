from dataclasses import dataclass


@dataclass
class Article:
    id: int
    slug: str
    title: str
    description: str
    body: str
    author: str
    created_at: str
    updated_at: str

    @classmethod
    def from_row(cls, row):
        return cls(row["id"], row["slug"], row["title"], row["description"], row["body"],
                   row["username"], row["created_at"], row["updated_at"])
