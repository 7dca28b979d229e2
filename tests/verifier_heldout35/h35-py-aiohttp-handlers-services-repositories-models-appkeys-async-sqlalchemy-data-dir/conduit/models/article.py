from datetime import datetime, timezone

from sqlalchemy import Column, ForeignKey, String, Table, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


class Base(DeclarativeBase):
    pass


article_tags = Table("article_tags", Base.metadata,
                     Column("article_id", ForeignKey("articles.id", ondelete="CASCADE"), primary_key=True),
                     Column("tag_id", ForeignKey("tags.id", ondelete="CASCADE"), primary_key=True))


class Tag(Base):
    __tablename__ = "tags"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(80), unique=True)


class Article(Base):
    __tablename__ = "articles"
    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(String(255), unique=True)
    title: Mapped[str] = mapped_column(String(255))
    description: Mapped[str] = mapped_column(Text, default="")
    body: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(default=lambda: datetime.now(timezone.utc))
    tags: Mapped[list[Tag]] = relationship(secondary=article_tags, lazy="selectin")
