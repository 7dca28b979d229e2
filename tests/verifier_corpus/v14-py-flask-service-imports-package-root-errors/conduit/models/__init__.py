from conduit.extensions import db


class Comment(db.Model):
    __tablename__ = "comments"

    id = db.Column(db.Integer, primary_key=True)
    body = db.Column(db.Text, nullable=False)
    article_slug = db.Column(db.String(255), nullable=False, index=True)
    author = db.Column(db.String(80), nullable=False)
