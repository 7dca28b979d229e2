from dataclasses import dataclass, field


@dataclass
class Article:
    slug: str
    title: str
    description: str
    body: str
    author: str
    tags: list[str] = field(default_factory=list)
    id: int | None = None

    def to_json(self) -> dict:
        return {"slug": self.slug, "title": self.title, "description": self.description, "body": self.body,
                "tagList": self.tags, "author": {"username": self.author, "bio": None, "image": None,
                                                  "following": False}}
