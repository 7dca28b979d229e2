from sqlalchemy import delete, func, insert, select
from sqlalchemy.orm import Session

from app.models.article import Article
from app.models.tables import articles, users
from app.models.user import User

_JOINED = select(articles, users.c.username, users.c.bio, users.c.image).join(users, users.c.id == articles.c.author_id)


def _article(row) -> Article | None:
    if row is None:
        return None
    m = row._mapping
    author = User(id=m["author_id"], username=m["username"], email="", password_hash="", bio=m["bio"], image=m["image"])
    return Article(id=m["id"], slug=m["slug"], title=m["title"], description=m["description"], body=m["body"],
                   author_id=m["author_id"], created_at=m["created_at"], author=author)


class ArticleRepository:
    def __init__(self, db: Session) -> None:
        self.db = db

    def get_by_slug(self, slug: str) -> Article | None:
        return _article(self.db.execute(_JOINED.where(articles.c.slug == slug)).first())

    def list_recent(self, limit: int, offset: int) -> tuple[list[Article], int]:
        rows = self.db.execute(_JOINED.order_by(articles.c.created_at.desc()).limit(limit).offset(offset))
        total = self.db.execute(select(func.count()).select_from(articles)).scalar_one()
        return [_article(r) for r in rows], total

    def add(self, fields: dict) -> Article:
        self.db.execute(insert(articles).values(**fields))
        self.db.commit()
        return self.get_by_slug(fields["slug"])

    def delete(self, article: Article) -> None:
        self.db.execute(delete(articles).where(articles.c.id == article.id))
        self.db.commit()
