from sqlalchemy import func, select
from sqlalchemy.orm import Session

from conduit_api.models import Article, User


def user_by_email(db: Session, email: str) -> User | None:
    return db.scalar(select(User).where(User.email == email))


def user_by_id(db: Session, user_id: int) -> User | None:
    return db.get(User, user_id)


def create_user(db: Session, username: str, email: str, password_hash: str) -> User:
    user = User(username=username, email=email, password_hash=password_hash)
    db.add(user)
    db.commit()
    return user


def list_articles(db: Session, tag: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
    stmt = select(Article)
    if tag:
        stmt = stmt.where(Article.tag_list.contains(f"|{tag}|"))
    total = db.scalar(select(func.count()).select_from(stmt.subquery())) or 0
    return list(db.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))), total


def article_by_slug(db: Session, slug: str) -> Article | None:
    return db.scalar(select(Article).where(Article.slug == slug))


def create_article(db: Session, author: User, slug: str, data: dict) -> Article:
    tags = data.get("tagList") or []
    article = Article(slug=slug, title=data["title"], description=data["description"], body=data["body"],
                      tag_list="|" + "|".join(tags) + "|" if tags else "", author=author)
    db.add(article)
    db.commit()
    return article


def set_favorite(db: Session, article: Article, user: User, on: bool) -> Article:
    if on and user not in article.favorited_by:
        article.favorited_by.append(user)
    if not on and user in article.favorited_by:
        article.favorited_by.remove(user)
    db.commit()
    return article


def all_tags(db: Session) -> list[str]:
    names: set[str] = set()
    for raw in db.scalars(select(Article.tag_list)):
        names.update(t for t in (raw or "").split("|") if t)
    return sorted(names)
