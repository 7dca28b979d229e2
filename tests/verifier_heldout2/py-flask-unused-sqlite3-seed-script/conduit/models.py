from conduit import db


class Comment(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    article_slug = db.Column(db.String(255), index=True, nullable=False)
    body = db.Column(db.Text, nullable=False)
