from conduit.extensions import db
from conduit.models import Article, Tag


def tag_names():
    return db.session.execute(db.select(Tag.name).order_by(Tag.name)).scalars().all()


def paginate(tag=None, limit=20, offset=0):
    query = db.select(Article).order_by(Article.created_at.desc())
    if tag:
        query = query.where(Article.tags.any(Tag.name == tag))
    count = db.session.execute(db.select(db.func.count()).select_from(query.subquery())).scalar()
    items = db.session.execute(query.limit(limit).offset(offset)).scalars().all()
    return items, count
