from datetime import datetime, timezone

from flask_restx import fields

from conduit.extensions import db
from conduit.routes.namespaces import articles_ns

article_tags = db.Table(
    "article_tags",
    db.Column("article_id", db.Integer, db.ForeignKey("articles.id", ondelete="CASCADE"), primary_key=True),
    db.Column("tag_id", db.Integer, db.ForeignKey("tags.id", ondelete="CASCADE"), primary_key=True),
)


class Tag(db.Model):
    __tablename__ = "tags"
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(64), unique=True, nullable=False)


class Article(db.Model):
    __tablename__ = "articles"
    id = db.Column(db.Integer, primary_key=True)
    slug = db.Column(db.String(255), unique=True, nullable=False)
    title = db.Column(db.String(255), nullable=False)
    description = db.Column(db.Text, nullable=False)
    body = db.Column(db.Text, nullable=False)
    author_id = db.Column(db.Integer, db.ForeignKey("users.id"), nullable=False)
    created_at = db.Column(db.DateTime(timezone=True), default=lambda: datetime.now(timezone.utc))
    updated_at = db.Column(db.DateTime(timezone=True), default=lambda: datetime.now(timezone.utc))
    author = db.relationship("User")
    tags = db.relationship(Tag, secondary=article_tags, lazy="selectin")


profile_schema = articles_ns.model("Profile", {
    "username": fields.String,
    "bio": fields.String,
    "image": fields.String,
    "following": fields.Boolean,
})
article_schema = articles_ns.model("Article", {
    "slug": fields.String,
    "title": fields.String,
    "description": fields.String,
    "body": fields.String,
    "tagList": fields.List(fields.String),
    "createdAt": fields.DateTime(dt_format="iso8601"),
    "updatedAt": fields.DateTime(dt_format="iso8601"),
    "favorited": fields.Boolean,
    "favoritesCount": fields.Integer,
    "author": fields.Nested(profile_schema),
})
article_envelope = articles_ns.model("ArticleEnvelope", {"article": fields.Nested(article_schema)})
article_list = articles_ns.model("ArticleList", {
    "articles": fields.List(fields.Nested(article_schema)),
    "articlesCount": fields.Integer,
})
