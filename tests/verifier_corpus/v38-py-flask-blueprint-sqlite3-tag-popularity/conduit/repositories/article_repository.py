from conduit.extensions import db
from conduit.models import Article, Tag


def by_slug(slug):
    return db.session.scalar(db.select(Article).where(Article.slug == slug))


def tag_named(name):
    tag = db.session.scalar(db.select(Tag).where(Tag.name == name))
    if tag is None:
        tag = Tag(name=name)
        db.session.add(tag)
    return tag


def save(article):
    db.session.add(article)
    db.session.commit()
    return article
