# feature-file: articles
from datetime import datetime
from typing import TYPE_CHECKING  # feature-line: comments

from sqlalchemy import Column, ForeignKey, String, Table, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from conduit.models.base import Base, utcnow
from conduit.models.tag import Tag
from conduit.models.user import User

# feature-begin: comments
if TYPE_CHECKING:  # comment.py imports this module
    from conduit.models.comment import Comment

# feature-end: comments
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
    Column("user_id", ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("article_id", ForeignKey("articles.id", ondelete="CASCADE"), primary_key=True),
)

# feature-end: favorites

class Article(Base):
    __tablename__ = "articles"

    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(String(255), unique=True)
    title: Mapped[str] = mapped_column(String(255))
    description: Mapped[str] = mapped_column(Text)
    body: Mapped[str] = mapped_column(Text)
    author_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)

    author: Mapped[User] = relationship()
    tags: Mapped[list[Tag]] = relationship(secondary=article_tags)
    favorited_by: Mapped[list[User]] = relationship(secondary=favorites)  # feature-line: favorites
    # feature-begin: comments
    # Deleted by the ORM rather than by ON DELETE CASCADE, which not every engine enforces.
    comments: Mapped[list["Comment"]] = relationship(back_populates="article", cascade="all, delete-orphan")
    # feature-end: comments
