from sqlalchemy import delete, func, insert, select

from .tables import Article, Favorite, User


def user_by_email(email):
    return select(User.__table__).where(User.email == email)


def user_by_id(user_id):
    return select(User.__table__).where(User.id == user_id)


def insert_user(username, email, password_hash):
    return insert(User).values(username=username, email=email, password_hash=password_hash).returning(
        *User.__table__.c)


def articles_page(limit, offset):
    fav_count = (select(func.count()).select_from(Favorite)
                 .where(Favorite.article_id == Article.id).scalar_subquery())
    return (select(Article.__table__, User.username, User.bio, User.image, fav_count.label("favorites_count"))
            .join(User, User.id == Article.author_id)
            .order_by(Article.created_at.desc()).limit(limit).offset(offset))


def articles_total():
    return select(func.count()).select_from(Article)


def article_by_slug(slug):
    fav_count = (select(func.count()).select_from(Favorite)
                 .where(Favorite.article_id == Article.id).scalar_subquery())
    return (select(Article.__table__, User.username, User.bio, User.image, fav_count.label("favorites_count"))
            .join(User, User.id == Article.author_id).where(Article.slug == slug))


def insert_article(**values):
    return insert(Article).values(**values).returning(Article.slug)


def add_favorite(user_id, article_id):
    from sqlalchemy.dialects.postgresql import insert as pg_insert
    return pg_insert(Favorite).values(user_id=user_id, article_id=article_id).on_conflict_do_nothing()


def remove_favorite(user_id, article_id):
    return delete(Favorite).where(Favorite.user_id == user_id, Favorite.article_id == article_id)
