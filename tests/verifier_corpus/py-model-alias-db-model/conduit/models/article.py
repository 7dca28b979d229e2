import datetime as dt

from conduit.extensions import Column, Model, db


class Article(Model):
    __tablename__ = "articles"

    id = Column(db.Integer, primary_key=True)
    slug = Column(db.String(255), unique=True, nullable=False)
    title = Column(db.String(255), nullable=False)
    description = Column(db.String(500), nullable=False)
    body = Column(db.Text, nullable=False)
    author_id = Column(db.Integer, db.ForeignKey("users.id"), nullable=False)
    created_at = Column(db.DateTime, default=dt.datetime.utcnow)
    author = db.relationship("User")
