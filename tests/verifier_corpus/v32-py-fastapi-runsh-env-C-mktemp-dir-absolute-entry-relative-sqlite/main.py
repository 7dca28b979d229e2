import uvicorn
from fastapi import FastAPI, HTTPException
from sqlalchemy import select

from database import Base, SessionLocal, engine
from models import Article

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/articles/{slug}")
def get_article(slug: str):
    with SessionLocal() as db:
        article = db.scalar(select(Article).where(Article.slug == slug))
        if article is None:
            raise HTTPException(status_code=404, detail="article not found")
        return {"article": {"slug": article.slug, "title": article.title, "body": article.body}}


if __name__ == "__main__":
    uvicorn.run(app, host="0.0.0.0", port=8080)
