import os

import sqlalchemy as sa
from databases import Database

DATABASE_URL = os.environ["DATABASE_URL"]

database = Database(DATABASE_URL)
metadata = sa.MetaData()

users = sa.Table(
    "users", metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("username", sa.String(64), unique=True, nullable=False),
    sa.Column("email", sa.String(255), unique=True, nullable=False),
    sa.Column("password", sa.String(255), nullable=False),
    sa.Column("bio", sa.Text, server_default=""),
    sa.Column("image", sa.String(500)),
)

articles = sa.Table(
    "articles", metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("slug", sa.String(255), unique=True, nullable=False),
    sa.Column("title", sa.String(255), nullable=False),
    sa.Column("description", sa.Text, nullable=False),
    sa.Column("body", sa.Text, nullable=False),
    sa.Column("tag_list", sa.JSON, nullable=False, server_default="[]"),
    sa.Column("author_id", sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
    sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now()),
    sa.Column("updated_at", sa.DateTime(timezone=True), server_default=sa.func.now()),
)

favorites = sa.Table(
    "favorites", metadata,
    sa.Column("user_id", sa.ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("article_id", sa.ForeignKey("articles.id", ondelete="CASCADE"), primary_key=True),
)


def create_schema() -> None:
    sync_url = DATABASE_URL.replace("postgres://", "postgresql://", 1)
    engine = sa.create_engine(sync_url)
    metadata.create_all(engine)
    engine.dispose()
