from datetime import datetime
from pathlib import Path

from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import Column, DateTime, ForeignKey, Integer, String, Table, Text, create_engine, func, select, text
from sqlalchemy.orm import DeclarativeBase, Session, relationship, sessionmaker

DATA_DIR = Path.home() / ".conduit"
DATA_DIR.mkdir(parents=True, exist_ok=True)
engine = create_engine(f"sqlite:///{DATA_DIR / 'conduit.db'}", connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(bind=engine)


class Base(DeclarativeBase):
    pass


article_tags = Table(
    "article_tags", Base.metadata,
    Column("article_id", ForeignKey("articles.id"), primary_key=True),
    Column("tag_id", ForeignKey("tags.id"), primary_key=True),
)


class Tag(Base):
    __tablename__ = "tags"
    id = Column(Integer, primary_key=True)
    name = Column(String(64), unique=True, nullable=False)


class Article(Base):
    __tablename__ = "articles"
    id = Column(Integer, primary_key=True)
    slug = Column(String(255), unique=True, nullable=False)
    title = Column(String(255), nullable=False)
    body = Column(Text, nullable=False)
    created_at = Column(DateTime, default=datetime.utcnow)
    tags = relationship(Tag, secondary=article_tags)


Base.metadata.create_all(engine)
app = FastAPI()


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
def list_tags(db: Session = Depends(get_db)):
    rows = db.execute(text(
        "SELECT tags.name FROM tags "
        "JOIN article_tags ON article_tags.tag_id = tags.id "
        "GROUP BY tags.name ORDER BY COUNT(article_tags.article_id) DESC"
    )).all()
    return {"tags": [r[0] for r in rows]}


@app.get("/api/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    article = db.scalar(select(Article).where(Article.slug == slug))
    if not article:
        raise HTTPException(404, "Article not found")
    return {"article": {"slug": article.slug, "title": article.title, "body": article.body,
                        "tagList": [t.name for t in article.tags],
                        "createdAt": article.created_at.isoformat()}}


@app.get("/api/articles")
def list_articles(limit: int = 20, offset: int = 0, db: Session = Depends(get_db)):
    total = db.scalar(select(func.count(Article.id)))
    articles = db.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return {"articles": [{"slug": a.slug, "title": a.title} for a in articles], "articlesCount": total}
