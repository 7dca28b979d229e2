from sqlalchemy.orm import Session

from app.models import Article
from app.schemas import ArticleIn


def get_by_slug(db: Session, slug: str) -> Article | None:
    return db.query(Article).filter(Article.slug == slug).first()


def create(db: Session, data: ArticleIn, author_id: int, slug: str) -> Article:
    article = Article(slug=slug, author_id=author_id, **data.model_dump())
    db.add(article)
    db.commit()
    db.refresh(article)
    return article


def delete(db: Session, article: Article) -> None:
    db.delete(article)
    db.commit()
