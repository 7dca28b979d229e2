from fastapi import Depends, FastAPI
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.database import Base, engine, get_db
from app.models import Comment

app = FastAPI()


@app.on_event("startup")
def startup():
    Base.metadata.create_all(bind=engine)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/articles/{slug}/comments")
def list_comments(slug: str, db: Session = Depends(get_db)):
    rows = db.scalars(select(Comment).where(Comment.article_slug == slug).order_by(Comment.id.desc())).all()
    return {"comments": [{"id": c.id, "body": c.body} for c in rows]}
