from datetime import datetime, timezone

from conduit.extensions import db


def utcnow():
    return datetime.now(timezone.utc)


article_tag = db.Table(
    "article_tag",
    db.Column("article_id", db.ForeignKey("article.id", ondelete="CASCADE"), primary_key=True),
    db.Column("tag_id", db.ForeignKey("tag.id", ondelete="CASCADE"), primary_key=True),
)


class User(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    username = db.Column(db.String(80), unique=True, nullable=False)
    email = db.Column(db.String(255), unique=True, nullable=False)
    password_hash = db.Column(db.String(255), nullable=False)
    bio = db.Column(db.Text)
    image = db.Column(db.Text)


class Follow(db.Model):
    follower_id = db.Column(db.ForeignKey("user.id"), primary_key=True)
    followed_id = db.Column(db.ForeignKey("user.id"), primary_key=True)


class Tag(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(80), unique=True, nullable=False)


class Article(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    slug = db.Column(db.String(255), unique=True, nullable=False)
    title = db.Column(db.String(255), nullable=False)
    description = db.Column(db.Text, nullable=False)
    body = db.Column(db.Text, nullable=False)
    author_id = db.Column(db.ForeignKey("user.id"), nullable=False)
    created_at = db.Column(db.DateTime(timezone=True), default=utcnow)
    updated_at = db.Column(db.DateTime(timezone=True), default=utcnow, onupdate=utcnow)
    author = db.relationship(User)
    tags = db.relationship(Tag, secondary=article_tag)


class Favorite(db.Model):
    user_id = db.Column(db.ForeignKey("user.id"), primary_key=True)
    article_id = db.Column(db.ForeignKey("article.id", ondelete="CASCADE"), primary_key=True)
