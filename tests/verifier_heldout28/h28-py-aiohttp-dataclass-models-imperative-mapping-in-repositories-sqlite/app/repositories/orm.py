"""Persistence mapping: the plain dataclasses of app.models are mapped onto
tables here (SQLAlchemy imperative mapping), so the domain stays free of ORM code."""
from sqlalchemy import Column, ForeignKey, Integer, MetaData, String, Table, Text
from sqlalchemy.orm import registry

from app.models import Follow, User

metadata = MetaData()
mapper_registry = registry(metadata=metadata)

users = Table(
    "users", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("username", String(80), unique=True, nullable=False),
    Column("email", String(255), unique=True, nullable=False),
    Column("password_hash", String(255), nullable=False),
    Column("bio", Text, nullable=False, default=""),
    Column("image", String(500)),
)

follows = Table(
    "follows", metadata,
    Column("follower_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("followee_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
)

_started = False


def start_mappers() -> None:
    global _started
    if _started:
        return
    mapper_registry.map_imperatively(User, users)
    mapper_registry.map_imperatively(Follow, follows)
    _started = True
