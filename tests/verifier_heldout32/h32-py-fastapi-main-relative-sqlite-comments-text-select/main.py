from datetime import datetime

from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import DateTime, ForeignKey, String, Text, create_engine, select, text
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker

engine = create_engine("sqlite:///./conduit.db", connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(bind=engine, autoflush=False)


class Base(DeclarativeBase):
    pass


class User(Base):
    __tablename__ = "users"
    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(80), unique=True)
    email: Mapped[str] = mapped_column(String(255), unique=True)
    password: Mapped[str] = mapped_column(String(255))
    bio: Mapped[str | None]
    image: Mapped[str | None]


class Article(Base):
    __tablename__ = "articles"
    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(String(255), unique=True)
    title: Mapped[str] = mapped_column(String(255))
    body: Mapped[str] = mapped_column(Text)
    author_id: Mapped[int] = mapped_column(ForeignKey("users.id"))


class Comment(Base):
    __tablename__ = "comments"
    id: Mapped[int] = mapped_column(primary_key=True)
    body: Mapped[str] = mapped_column(Text)
    article_id: Mapped[int] = mapped_column(ForeignKey("articles.id", ondelete="CASCADE"))
    author_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    created_at: Mapped[datetime] = mapped_column(DateTime, default=datetime.utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime, default=datetime.utcnow)


Base.metadata.create_all(bind=engine)
app = FastAPI()


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/articles/{slug}/comments")
def list_comments(slug: str, db: Session = Depends(get_db)):
    article = db.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(404, "article not found")
    rows = db.execute(
        text(
            "SELECT c.id, c.body, c.created_at, c.updated_at, u.username, u.bio, u.image "
            "FROM comments c JOIN users u ON u.id = c.author_id "
            "WHERE c.article_id = :aid ORDER BY c.created_at DESC"
        ),
        {"aid": article.id},
    ).mappings()
    return {
        "comments": [
            {
                "id": r["id"], "body": r["body"],
                "createdAt": str(r["created_at"]), "updatedAt": str(r["updated_at"]),
                "author": {"username": r["username"], "bio": r["bio"], "image": r["image"],
                           "following": False},
            }
            for r in rows
        ]
    }
