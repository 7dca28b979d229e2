from datetime import datetime, timezone

from conduit.app import db


class Comment(db.Model):
    __tablename__ = "comments"
    id = db.Column(db.Integer, primary_key=True)
    article_slug = db.Column(db.String(255), nullable=False, index=True)
    author = db.Column(db.String(80), nullable=False)
    body = db.Column(db.Text, nullable=False)
    created_at = db.Column(db.DateTime, default=lambda: datetime.now(timezone.utc))
    updated_at = db.Column(db.DateTime, default=lambda: datetime.now(timezone.utc))

    def to_dict(self):
        return {"id": self.id, "body": self.body, "createdAt": self.created_at.isoformat(),
                "updatedAt": self.updated_at.isoformat(), "author": {"username": self.author}}
