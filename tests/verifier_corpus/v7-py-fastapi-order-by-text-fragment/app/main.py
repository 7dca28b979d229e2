from fastapi import FastAPI
from sqlalchemy import select, text
from sqlalchemy.orm import Session

from app.models import Article, Base, engine

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/articles")
def articles(limit: int = 20):
    with Session(engine) as session:
        rows = session.scalars(select(Article).order_by(text("articles.created_at DESC")).limit(limit)).all()
        return {"articles": [{"slug": a.slug, "title": a.title} for a in rows]}
