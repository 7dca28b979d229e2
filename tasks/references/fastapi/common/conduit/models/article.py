# feature-file: articles
from datetime import datetime

from sqlalchemy import Column, ForeignKey, String, Table
from sqlalchemy.orm import Mapped, mapped_column, relationship

from conduit.models.base import Base, utcnow
from conduit.models.comment import Comment  # feature-line: comments
from conduit.models.user import User

article_tags = Table(
    "article_tags",
    Base.metadata,
    Column("article_id", ForeignKey("articles.id", ondelete="CASCADE"), primary_key=True),
    Column("tag_id", ForeignKey("tags.id", ondelete="CASCADE"), primary_key=True),
)


class Tag(Base):
    __tablename__ = "tags"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(255), unique=True)


# feature-begin: favorites
class Favorite(Base):
    __tablename__ = "favorites"

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    article_id: Mapped[int] = mapped_column(ForeignKey("articles.id", ondelete="CASCADE"), primary_key=True)


# feature-end: favorites
class Article(Base):
    __tablename__ = "articles"

    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(String(255), unique=True)
    title: Mapped[str] = mapped_column(String(255))
    description: Mapped[str]
    body: Mapped[str]
    author_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)

    author: Mapped[User] = relationship()
    # Tags come back sorted by name, so tagList is stable whatever order the client sent.
    tags: Mapped[list[Tag]] = relationship(secondary=article_tags, order_by=Tag.name)
    # The ORM deletes these itself rather than trusting every engine to enforce ON DELETE CASCADE.
    favorites: Mapped[list[Favorite]] = relationship(cascade="all, delete-orphan")  # feature-line: favorites
    comments: Mapped[list[Comment]] = relationship(cascade="all, delete-orphan")  # feature-line: comments
