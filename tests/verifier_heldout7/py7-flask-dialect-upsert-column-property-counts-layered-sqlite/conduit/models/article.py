from datetime import datetime, timezone

from sqlalchemy import func, select
from sqlalchemy.orm import column_property

from conduit.extensions import db


class Favorite(db.Model):
    __tablename__ = "favorites"
    user_id = db.Column(db.Integer, db.ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    article_id = db.Column(db.Integer, db.ForeignKey("articles.id", ondelete="CASCADE"), primary_key=True)


class Tag(db.Model):
    __tablename__ = "tags"
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(64), unique=True, nullable=False)


class ArticleTag(db.Model):
    __tablename__ = "article_tags"
    article_id = db.Column(db.Integer, db.ForeignKey("articles.id", ondelete="CASCADE"), primary_key=True)
    tag_id = db.Column(db.Integer, db.ForeignKey("tags.id", ondelete="CASCADE"), primary_key=True)


class Article(db.Model):
    __tablename__ = "articles"
    id = db.Column(db.Integer, primary_key=True)
    slug = db.Column(db.String(255), unique=True, nullable=False)
    title = db.Column(db.String(255), nullable=False)
    description = db.Column(db.Text, nullable=False)
    body = db.Column(db.Text, nullable=False)
    author_id = db.Column(db.Integer, db.ForeignKey("users.id"), nullable=False)
    created_at = db.Column(db.DateTime, default=lambda: datetime.now(timezone.utc))
    author = db.relationship("User", lazy="joined")
    tags = db.relationship("Tag", secondary="article_tags", lazy="selectin", order_by="Tag.name")

    # i.e. (SELECT count(*) FROM favorites WHERE favorites.article_id = articles.id)
    favorites_count = column_property(
        select(func.count(Favorite.user_id))
        .where(Favorite.article_id == id)
        .correlate_except(Favorite)
        .scalar_subquery()
    )
