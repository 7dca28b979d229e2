"""Table definitions (SQLAlchemy Core) - kept as the documented schema of the project."""
from sqlalchemy import Column, DateTime, ForeignKey, Integer, MetaData, String, Table, Text, func

metadata = MetaData()

users = Table(
    "users", metadata,
    Column("id", Integer, primary_key=True),
    Column("username", String(80), unique=True, nullable=False),
    Column("email", String(255), unique=True, nullable=False),
    Column("password_hash", String(255), nullable=False),
    Column("bio", Text, nullable=False, server_default=""),
    Column("image", String(500)),
)

articles = Table(
    "articles", metadata,
    Column("id", Integer, primary_key=True),
    Column("slug", String(255), unique=True, nullable=False),
    Column("title", String(255), nullable=False),
    Column("description", Text, nullable=False),
    Column("body", Text, nullable=False),
    Column("author_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
    Column("created_at", DateTime(timezone=True), server_default=func.now(), nullable=False),
    Column("updated_at", DateTime(timezone=True), server_default=func.now(), nullable=False),
)
