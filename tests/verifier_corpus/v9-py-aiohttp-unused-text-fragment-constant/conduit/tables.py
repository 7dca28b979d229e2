from datetime import datetime, timezone

from sqlalchemy import String, Text, text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

# Left from a first version that ordered the feed with SQL; the queries now use Comment.created_at.
NEWEST_FIRST = text("created_at DESC")


class Base(DeclarativeBase):
    pass


class Comment(Base):
    __tablename__ = "comments"
    id: Mapped[int] = mapped_column(primary_key=True)
    article_slug: Mapped[str] = mapped_column(String(200), index=True)
    author: Mapped[str] = mapped_column(String(80))
    body: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(default=lambda: datetime.now(timezone.utc))
