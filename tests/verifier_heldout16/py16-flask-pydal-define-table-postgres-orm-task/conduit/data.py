"""Data layer. SQLAlchemy was the first attempt; pyDAL is used because it
creates and migrates the tables by itself (define_table with migrate=True)."""
import os
from pathlib import Path

from flask import g
from pydal import DAL, Field

HERE = Path(__file__).resolve().parent
MIGRATIONS = HERE.parent / "dal_migrations"


def _uri() -> str:
    url = os.environ["DATABASE_URL"]
    # pyDAL names the adapter "postgres"
    return url.replace("postgresql://", "postgres://", 1)


def make_dal() -> DAL:
    MIGRATIONS.mkdir(exist_ok=True)
    db = DAL(_uri(), folder=str(MIGRATIONS), pool_size=5, migrate=True)
    db.define_table(
        "users",
        Field("username", "string", unique=True, notnull=True),
        Field("email", "string", unique=True, notnull=True),
        Field("password_hash", "string", notnull=True),
        Field("bio", "text", default=""),
        Field("image", "string"),
    )
    db.define_table(
        "articles",
        Field("slug", "string", unique=True),
        Field("title", "string"),
        Field("description", "text"),
        Field("body", "text"),
        Field("tag_list", "list:string"),
        Field("author", "reference users"),
        Field("created_at", "datetime"),
        Field("updated_at", "datetime"),
    )
    db.define_table(
        "favorites",
        Field("user_id", "reference users"),
        Field("article_id", "reference articles"),
    )
    return db


def open_db():
    g.db = make_dal()


def close_db(exc=None):
    db = g.pop("db", None)
    if db is not None:
        if exc is None:
            db.commit()
        else:
            db.rollback()
        db.close()
