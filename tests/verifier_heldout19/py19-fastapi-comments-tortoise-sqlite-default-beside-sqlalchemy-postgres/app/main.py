import os
from fastapi import FastAPI
from sqlalchemy import select
from tortoise.contrib.fastapi import register_tortoise
from app.comments.router import router as comments_router
from app.database import Base, SessionLocal, engine
from app.models import Article

Base.metadata.create_all(engine)
app = FastAPI()
app.include_router(comments_router, prefix="/api")

register_tortoise(
    app,
    db_url=os.environ.get("TORTOISE_DB_URL", "sqlite://comments.sqlite3"),
    modules={"models": ["app.comments.models"]},
    generate_schemas=True,
)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/articles/{slug}")
def get_article(slug: str):
    with SessionLocal() as s:
        a = s.scalar(select(Article).where(Article.slug == slug))
        return {"article": {"slug": a.slug, "title": a.title, "body": a.body}}
