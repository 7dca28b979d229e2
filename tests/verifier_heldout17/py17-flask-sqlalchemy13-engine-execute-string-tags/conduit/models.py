import datetime as dt

from conduit.extensions import db

tag_assoc = db.Table(
    "tag_assoc",
    db.Column("tag", db.Integer, db.ForeignKey("tags.id")),
    db.Column("article", db.Integer, db.ForeignKey("article.id")),
)


class Tags(db.Model):
    __tablename__ = "tags"
    id = db.Column(db.Integer, primary_key=True)
    tagname = db.Column(db.String(100), unique=True)


class Article(db.Model):
    __tablename__ = "article"
    id = db.Column(db.Integer, primary_key=True)
    slug = db.Column(db.Text, unique=True)
    title = db.Column(db.String(100), nullable=False)
    description = db.Column(db.Text, nullable=False)
    body = db.Column(db.Text)
    created_at = db.Column(db.DateTime, nullable=False, default=dt.datetime.utcnow)
    tagList = db.relationship("Tags", secondary=tag_assoc, backref="articles")
