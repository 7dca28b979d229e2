from datetime import datetime, timezone

from sqlalchemy import event, text

from .db import db


def _now():
    return datetime.now(timezone.utc)


class User(db.Model):
    __tablename__ = "users"
    id = db.Column(db.Integer, primary_key=True)
    username = db.Column(db.String(80), unique=True, nullable=False)
    email = db.Column(db.String(255), unique=True, nullable=False)
    password_hash = db.Column(db.String(255), nullable=False)
    bio = db.Column(db.Text, default="")
    image = db.Column(db.String(255))


class Article(db.Model):
    __tablename__ = "articles"
    id = db.Column(db.Integer, primary_key=True)
    slug = db.Column(db.String(255), unique=True, nullable=False)
    title = db.Column(db.String(255), nullable=False)
    description = db.Column(db.Text, default="")
    body = db.Column(db.Text, default="")
    author_id = db.Column(db.Integer, db.ForeignKey("users.id"), nullable=False)
    favorites_count = db.Column(db.Integer, nullable=False, default=0)
    created_at = db.Column(db.DateTime(timezone=True), default=_now)
    updated_at = db.Column(db.DateTime(timezone=True), default=_now, onupdate=_now)
    author = db.relationship("User")


class Favorite(db.Model):
    __tablename__ = "favorites"
    user_id = db.Column(db.Integer, db.ForeignKey("users.id"), primary_key=True)
    article_id = db.Column(db.Integer, db.ForeignKey("articles.id"), primary_key=True)


# keep the denormalised counter in step with the favorites table
@event.listens_for(Favorite, "after_insert")
def _favorite_added(mapper, connection, target):
    connection.execute(
        text("UPDATE articles SET favorites_count = favorites_count + 1 WHERE id = :id"),
        {"id": target.article_id},
    )


@event.listens_for(Favorite, "after_delete")
def _favorite_removed(mapper, connection, target):
    connection.execute(
        text("UPDATE articles SET favorites_count = favorites_count - 1 WHERE id = :id"),
        {"id": target.article_id},
    )
