"""Classical (imperative) mapping: the domain dataclasses stay free of SQLAlchemy."""
from sqlalchemy import Column, DateTime, ForeignKey, Integer, MetaData, String, Table, Text, func
from sqlalchemy.orm import registry, relationship

from app.domain.models import Article, Comment, User

metadata = MetaData()
mapper_registry = registry(metadata=metadata)

users = Table(
    "users", metadata,
    Column("id", Integer, primary_key=True),
    Column("username", String(64), unique=True, nullable=False),
    Column("email", String(255), unique=True, nullable=False),
    Column("password_hash", String(255), nullable=False),
    Column("bio", Text),
    Column("image", String(512)),
)

follows = Table(
    "follows", metadata,
    Column("follower_id", ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("followed_id", ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
)

articles = Table(
    "articles", metadata,
    Column("id", Integer, primary_key=True),
    Column("slug", String(255), unique=True, nullable=False, index=True),
    Column("title", String(255), nullable=False),
    Column("description", Text, nullable=False),
    Column("body", Text, nullable=False),
    Column("author_id", ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
    Column("created_at", DateTime(timezone=True), server_default=func.now()),
    Column("updated_at", DateTime(timezone=True), server_default=func.now(), onupdate=func.now()),
)

article_tags = Table(
    "article_tags", metadata,
    Column("article_id", ForeignKey("articles.id", ondelete="CASCADE"), primary_key=True),
    Column("tag", String(64), primary_key=True),
)

favorites = Table(
    "favorites", metadata,
    Column("user_id", ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("article_id", ForeignKey("articles.id", ondelete="CASCADE"), primary_key=True),
)

comments = Table(
    "comments", metadata,
    Column("id", Integer, primary_key=True),
    Column("body", Text, nullable=False),
    Column("article_id", ForeignKey("articles.id", ondelete="CASCADE"), nullable=False),
    Column("author_id", ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
    Column("created_at", DateTime(timezone=True), server_default=func.now()),
    Column("updated_at", DateTime(timezone=True), server_default=func.now(), onupdate=func.now()),
)

_started = False


def start_mappers() -> None:
    global _started
    if _started:
        return
    mapper_registry.map_imperatively(
        User, users,
        properties={
            "following": relationship(
                User, secondary=follows,
                primaryjoin=users.c.id == follows.c.follower_id,
                secondaryjoin=users.c.id == follows.c.followed_id,
                lazy="selectin",
            ),
        },
    )
    mapper_registry.map_imperatively(
        Comment, comments,
        properties={"author": relationship(User, lazy="joined")},
    )
    mapper_registry.map_imperatively(
        Article, articles,
        properties={
            "author": relationship(User, lazy="joined"),
            "favorited_by": relationship(User, secondary=favorites, lazy="selectin"),
            "comments": relationship(Comment, lazy="noload", cascade="all, delete-orphan"),
        },
    )
    _started = True
