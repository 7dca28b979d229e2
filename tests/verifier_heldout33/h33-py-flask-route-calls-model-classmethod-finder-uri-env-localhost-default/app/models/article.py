from sqlalchemy import select

from app.extensions import db


class Article(db.Model):
    __tablename__ = "articles"
    id = db.Column(db.Integer, primary_key=True)
    slug = db.Column(db.String(255), unique=True, nullable=False)
    title = db.Column(db.String(255), nullable=False)
    description = db.Column(db.Text, default="")
    body = db.Column(db.Text, default="")

    @classmethod
    def find_by_slug(cls, slug):
        return db.session.scalars(select(cls).where(cls.slug == slug)).first()

    def to_dict(self):
        return {"slug": self.slug, "title": self.title,
                "description": self.description, "body": self.body}
