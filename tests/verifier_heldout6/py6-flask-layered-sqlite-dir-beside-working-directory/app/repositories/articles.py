from app.models import Article, User, db


def by_slug(slug):
    return db.session.scalar(db.select(Article).filter_by(slug=slug))


def add(article):
    db.session.add(article)
    db.session.commit()
    return article


def page(author=None, limit=20, offset=0):
    q = db.select(Article)
    if author:
        q = q.join(Article.author).where(User.username == author)
    total = db.session.scalar(db.select(db.func.count()).select_from(q.subquery()))
    return db.session.scalars(q.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all(), total
