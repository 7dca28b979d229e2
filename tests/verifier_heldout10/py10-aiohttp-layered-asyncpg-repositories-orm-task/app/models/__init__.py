"""Table definitions (SQLAlchemy) and the plain records the layers exchange."""
from dataclasses import dataclass

from sqlalchemy import Column, ForeignKey, Integer, MetaData, String, Table, Text

metadata = MetaData()

users = Table(
    "users", metadata,
    Column("id", Integer, primary_key=True),
    Column("username", String(64), unique=True, nullable=False),
    Column("email", String(255), unique=True, nullable=False),
    Column("bio", Text, nullable=False, server_default=""),
)

articles = Table(
    "articles", metadata,
    Column("id", Integer, primary_key=True),
    Column("slug", String(255), unique=True, nullable=False),
    Column("title", String(255), nullable=False),
    Column("body", Text, nullable=False),
    Column("author_id", Integer, ForeignKey("users.id"), nullable=False),
)


@dataclass
class ArticleRecord:
    id: int
    slug: str
    title: str
    body: str
    author: str
