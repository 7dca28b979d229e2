from dataclasses import dataclass, field
from datetime import datetime, timezone

from conduit.services.slugs import slugify_title


def _now() -> str:
    return datetime.now(timezone.utc).isoformat().replace("+00:00", "Z")


@dataclass
class Article:
    title: str
    description: str
    body: str
    author_id: int
    slug: str = ""
    id: int | None = None
    created_at: str = field(default_factory=_now)
    updated_at: str = field(default_factory=_now)

    def __post_init__(self) -> None:
        if not self.slug:
            self.slug = slugify_title(self.title)

    @classmethod
    def from_row(cls, row) -> "Article":
        return cls(id=row["id"], slug=row["slug"], title=row["title"], description=row["description"],
                   body=row["body"], author_id=row["author_id"], created_at=row["created_at"],
                   updated_at=row["updated_at"])
