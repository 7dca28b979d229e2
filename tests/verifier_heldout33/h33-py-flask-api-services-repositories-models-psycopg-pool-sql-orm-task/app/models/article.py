from dataclasses import dataclass, field
from datetime import datetime


@dataclass
class Article:
    id: int
    slug: str
    title: str
    description: str
    body: str
    author_id: int
    created_at: datetime
    tag_list: list[str] = field(default_factory=list)

    def to_dict(self):
        return {"slug": self.slug, "title": self.title, "description": self.description,
                "body": self.body, "tagList": self.tag_list,
                "createdAt": self.created_at.isoformat()}
