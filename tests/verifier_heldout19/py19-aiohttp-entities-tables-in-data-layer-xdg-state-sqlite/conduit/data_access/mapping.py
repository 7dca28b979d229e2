from sqlalchemy import Column, ForeignKey, Integer, MetaData, String, Table, Text
from sqlalchemy.orm import registry
from conduit.entities import Follow, User

metadata = MetaData()
mapper_registry = registry(metadata=metadata)

users = Table(
    "users", metadata,
    Column("id", Integer, primary_key=True),
    Column("username", String(64), unique=True, nullable=False),
    Column("email", String(255), unique=True, nullable=False),
    Column("password_hash", String(255), nullable=False),
    Column("bio", Text, default=""),
    Column("image", String(255)),
)
follows = Table(
    "follows", metadata,
    Column("follower_id", ForeignKey("users.id"), primary_key=True),
    Column("followed_id", ForeignKey("users.id"), primary_key=True),
)


def start_mappers():
    mapper_registry.map_imperatively(User, users)
    mapper_registry.map_imperatively(Follow, follows)
