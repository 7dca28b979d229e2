from conduit.models import Article, Comment, Favorite, User, db


def by_slug(slug):
    return db.session.scalar(db.select(Article).where(Article.slug == slug))


def create(**fields):
    article = Article(**fields)
    db.session.add(article)
    db.session.commit()
    return article


def favorites_count(article_id):
    return db.session.scalar(db.select(db.func.count()).select_from(Favorite).where(Favorite.article_id == article_id))


def is_favorited(article_id, user_id):
    return db.session.get(Favorite, (user_id, article_id)) is not None


def set_favorite(article_id, user_id, on):
    row = db.session.get(Favorite, (user_id, article_id))
    if on and row is None:
        db.session.add(Favorite(user_id=user_id, article_id=article_id))
    elif not on and row is not None:
        db.session.delete(row)
    db.session.commit()


def page(author=None, tag=None, limit=20, offset=0):
    q = db.select(Article)
    if author:
        q = q.join(Article.author).where(User.username == author)
    if tag:
        q = q.where(Article.tag_csv.contains(tag))
    total = db.session.scalar(db.select(db.func.count()).select_from(q.subquery()))
    rows = db.session.scalars(q.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return rows, total


def comments_for(article_id):
    return db.session.scalars(db.select(Comment).where(Comment.article_id == article_id).order_by(Comment.id)).all()
