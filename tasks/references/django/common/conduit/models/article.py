# feature-file: articles
from datetime import datetime

from sqlalchemy import Column, DateTime, ForeignKey, Table, Text
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
# feature-begin: favorites

favorites = Table(
    "favorites",
    Base.metadata,
    Column("article_id", ForeignKey("articles.id", ondelete="CASCADE"), primary_key=True),
    Column("user_id", ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
)
# feature-end: favorites


class Tag(Base):
    __tablename__ = "tags"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(unique=True)


class Article(Base):
    __tablename__ = "articles"

    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(unique=True)
    title: Mapped[str] = mapped_column(Text)
    description: Mapped[str] = mapped_column(Text)
    body: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), default=utcnow, index=True
    )
    updated_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), default=utcnow, onupdate=utcnow
    )
    author_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)

    # Every response shows the author and the tags, so both load with the article.
    author: Mapped[User] = relationship(lazy="joined", innerjoin=True)
    tags: Mapped[list[Tag]] = relationship(
        secondary=article_tags, order_by=Tag.name, lazy="selectin"
    )
    favorited_by: Mapped[list[User]] = relationship(secondary=favorites)  # feature-line: favorites
    # feature-begin: comments
    # The ORM deletes comments itself, so no engine needs foreign-key cascades switched on.
    comments: Mapped[list[Comment]] = relationship(cascade="all, delete-orphan")
    # feature-end: comments
