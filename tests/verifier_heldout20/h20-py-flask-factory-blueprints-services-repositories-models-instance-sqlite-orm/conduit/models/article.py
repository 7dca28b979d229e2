from datetime import datetime, timezone

from sqlalchemy import Column, DateTime, ForeignKey, Integer, String, Table, Text
from sqlalchemy.orm import relationship

from conduit.extensions import db

article_tags = Table(
    "article_tags",
    db.metadata,
    Column("article_id", Integer, ForeignKey("articles.id", ondelete="CASCADE"), primary_key=True),
    Column("tag_id", Integer, ForeignKey("tags.id"), primary_key=True),
)

favorites = Table(
    "favorites",
    db.metadata,
    Column("user_id", Integer, ForeignKey("users.id"), primary_key=True),
    Column("article_id", Integer, ForeignKey("articles.id", ondelete="CASCADE"), primary_key=True),
)


def _now():
    return datetime.now(timezone.utc)


class Tag(db.Model):
    __tablename__ = "tags"
    id = db.Column(Integer, primary_key=True)
    name = db.Column(String(100), unique=True, nullable=False)


class Article(db.Model):
    __tablename__ = "articles"
    id = db.Column(Integer, primary_key=True)
    slug = db.Column(String(255), unique=True, nullable=False, index=True)
    title = db.Column(String(255), nullable=False)
    description = db.Column(Text, nullable=False)
    body = db.Column(Text, nullable=False)
    created_at = db.Column(DateTime(timezone=True), default=_now)
    updated_at = db.Column(DateTime(timezone=True), default=_now, onupdate=_now)
    author_id = db.Column(Integer, ForeignKey("users.id"), nullable=False)

    author = relationship("User")
    tags = relationship("Tag", secondary=article_tags, lazy="selectin")
    favorited_by = relationship("User", secondary=favorites, lazy="selectin")


class Comment(db.Model):
    __tablename__ = "comments"
    id = db.Column(Integer, primary_key=True)
    body = db.Column(Text, nullable=False)
    created_at = db.Column(DateTime(timezone=True), default=_now)
    updated_at = db.Column(DateTime(timezone=True), default=_now, onupdate=_now)
    article_id = db.Column(Integer, ForeignKey("articles.id", ondelete="CASCADE"), nullable=False)
    author_id = db.Column(Integer, ForeignKey("users.id"), nullable=False)
    author = relationship("User")
