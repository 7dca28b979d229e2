from datetime import datetime

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel
from sqlalchemy import DateTime, ForeignKey, String, Text, create_engine, func, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker

engine = create_engine("sqlite:////tmp/conduit.db", connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(bind=engine)


class Base(DeclarativeBase):
    pass


class User(Base):
    __tablename__ = "users"
    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(80), unique=True)
    email: Mapped[str] = mapped_column(String(255), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))


class Article(Base):
    __tablename__ = "articles"
    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(String(255), unique=True)
    title: Mapped[str] = mapped_column(String(255))
    body: Mapped[str] = mapped_column(Text)
    author_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    created_at: Mapped[datetime] = mapped_column(DateTime, server_default=func.now())


Base.metadata.create_all(engine)
app = FastAPI()


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


class ArticleIn(BaseModel):
    title: str
    body: str


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/articles")
def list_articles(limit: int = 20, offset: int = 0, db: Session = Depends(get_db)):
    rows = db.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    count = db.scalar(select(func.count()).select_from(Article))
    return {"articles": [{"slug": a.slug, "title": a.title} for a in rows], "articlesCount": count}


@app.get("/api/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    a = db.scalar(select(Article).where(Article.slug == slug))
    if a is None:
        raise HTTPException(404)
    return {"article": {"slug": a.slug, "title": a.title, "body": a.body}}
