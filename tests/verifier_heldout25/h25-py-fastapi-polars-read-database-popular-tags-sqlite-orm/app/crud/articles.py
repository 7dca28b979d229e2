import re
import uuid

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from ..models import Article, Tag, User


def list_articles(db: Session, tag: str | None, author: str | None, limit: int, offset: int):
    stmt = select(Article)
    if tag:
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    if author:
        stmt = stmt.join(Article.author).where(User.username == author)
    total = db.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = db.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return rows, total


def create(db: Session, author: User, title: str, description: str, body: str, tag_list: list[str]) -> Article:
    tags = []
    for name in dict.fromkeys(tag_list):
        tag = db.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name)
        tags.append(tag)
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
    article = Article(slug=slug, title=title, description=description, body=body, author=author, tags=tags)
    db.add(article)
    db.commit()
    return article
