from datetime import datetime, timezone

import sqlalchemy as sa
from sqlalchemy import orm

metadata = sa.MetaData()
Base = orm.declarative_base(metadata=metadata)

article_tags = sa.Table(
    "article_tags", metadata,
    sa.Column("article_id", sa.Integer, sa.ForeignKey("articles.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("tag_id", sa.Integer, sa.ForeignKey("tags.id", ondelete="CASCADE"), primary_key=True),
)


class User(Base):
    __tablename__ = "users"
    id = sa.Column(sa.Integer, primary_key=True)
    username = sa.Column(sa.String(80), unique=True, nullable=False)
    email = sa.Column(sa.String(255), unique=True, nullable=False)
    password_hash = sa.Column(sa.String(255), nullable=False)
    bio = sa.Column(sa.Text, default="")
    image = sa.Column(sa.String(500))


class Tag(Base):
    __tablename__ = "tags"
    id = sa.Column(sa.Integer, primary_key=True)
    name = sa.Column(sa.String(100), unique=True, nullable=False)


class Article(Base):
    __tablename__ = "articles"
    id = sa.Column(sa.Integer, primary_key=True)
    slug = sa.Column(sa.String(255), unique=True, nullable=False)
    title = sa.Column(sa.String(255), nullable=False)
    description = sa.Column(sa.Text, nullable=False)
    body = sa.Column(sa.Text, nullable=False)
    created_at = sa.Column(sa.DateTime(timezone=True), default=lambda: datetime.now(timezone.utc))
    author_id = sa.Column(sa.Integer, sa.ForeignKey("users.id"), nullable=False)
    author = orm.relationship(User, lazy="joined")
    tags = orm.relationship(Tag, secondary=article_tags, lazy="selectin")
