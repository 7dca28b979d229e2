from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import String, Text, select
from sqlalchemy.orm import Mapped, mapped_column

from app.database import Base, Database, get_database


class Article(Base):
    __tablename__ = "articles"

    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(String(255), unique=True)
    title: Mapped[str] = mapped_column(String(255))
    body: Mapped[str] = mapped_column(Text)


app = FastAPI(title="Conduit")


@app.on_event("startup")
def startup() -> None:
    get_database()


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/articles/{slug}")
def get_article(slug: str, db: Database = Depends(get_database)):
    with db.session_factory() as session:
        article = session.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": {"slug": article.slug, "title": article.title, "body": article.body}}
