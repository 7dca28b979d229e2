"""Table definitions (SQLAlchemy) - used to create the schema."""
from pathlib import Path

from sqlalchemy import Column, DateTime, ForeignKey, Integer, MetaData, String, Table, Text, create_engine, func

DB_PATH = Path(__file__).with_name("conduit.db")

metadata = MetaData()

users = Table(
    "users", metadata,
    Column("id", Integer, primary_key=True),
    Column("username", String, unique=True, nullable=False),
    Column("email", String, unique=True, nullable=False),
    Column("password_hash", String, nullable=False),
    Column("bio", Text, server_default=""),
    Column("image", String),
)

articles = Table(
    "articles", metadata,
    Column("id", Integer, primary_key=True),
    Column("slug", String, unique=True, nullable=False),
    Column("title", String, nullable=False),
    Column("description", Text, nullable=False),
    Column("body", Text, nullable=False),
    Column("author_id", ForeignKey("users.id"), nullable=False),
    Column("created_at", DateTime, server_default=func.current_timestamp()),
    Column("updated_at", DateTime, server_default=func.current_timestamp()),
)


def create_schema() -> None:
    engine = create_engine(f"sqlite:///{DB_PATH}")
    metadata.create_all(engine)
    engine.dispose()
