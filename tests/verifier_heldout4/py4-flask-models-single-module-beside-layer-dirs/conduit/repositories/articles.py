from conduit.extensions import db
from conduit.models import Article, Tag, User


def get_by_slug(slug: str) -> Article | None:
    return db.session.execute(db.select(Article).filter_by(slug=slug)).scalar_one_or_none()


def list_articles(tag: str | None, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
    query = db.select(Article)
    if tag:
        query = query.where(Article.tags.any(Tag.name == tag))
    if author:
        query = query.join(Article.author).where(User.username == author)
    total = db.session.execute(db.select(db.func.count()).select_from(query.subquery())).scalar_one()
    rows = db.session.execute(query.order_by(Article.created_at.desc()).limit(limit).offset(offset)).scalars()
    return list(rows), total


def find_or_create_tags(names: list[str]) -> list[Tag]:
    tags = []
    for name in names:
        tag = db.session.execute(db.select(Tag).filter_by(name=name)).scalar_one_or_none()
        tags.append(tag or Tag(name=name))
    return tags


def all_tag_names() -> list[str]:
    return list(db.session.execute(db.select(Tag.name).order_by(Tag.name)).scalars())


def save(article: Article) -> Article:
    db.session.add(article)
    db.session.commit()
    return article


def delete(article: Article) -> None:
    db.session.delete(article)
    db.session.commit()
