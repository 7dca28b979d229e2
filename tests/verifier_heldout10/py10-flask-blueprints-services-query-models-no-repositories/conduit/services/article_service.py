import re

from conduit.extensions import db
from conduit.models import Article, User


def _slugify(title):
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def list_articles(author=None, limit=20, offset=0):
    query = db.select(Article).order_by(Article.created_at.desc())
    if author:
        query = query.join(Article.author).where(User.username == author)
    return db.session.execute(query.limit(limit).offset(offset)).scalars().all()


def create_article(author, data):
    article = Article(slug=_slugify(data["title"]), title=data["title"],
                      description=data["description"], body=data["body"], author=author)
    db.session.add(article)
    db.session.commit()
    return article


def get_article(slug):
    return db.session.execute(db.select(Article).filter_by(slug=slug)).scalar_one_or_none()
