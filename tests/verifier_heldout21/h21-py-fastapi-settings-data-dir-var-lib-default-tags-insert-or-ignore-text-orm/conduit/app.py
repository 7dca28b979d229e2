from fastapi import FastAPI
from sqlalchemy import select, text

from conduit.db import Base, SessionLocal, engine
from conduit.models import ArticleTag, Tag

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
def list_tags():
    with SessionLocal() as session:
        return {"tags": list(session.scalars(select(Tag.name).order_by(Tag.name)))}


def attach_tags(article_id: int, names: list[str]) -> None:
    with SessionLocal.begin() as session:
        for name in names:
            session.execute(text("INSERT OR IGNORE INTO tags (name) VALUES (:name)"), {"name": name})
            tag_id = session.scalar(select(Tag.id).where(Tag.name == name))
            session.merge(ArticleTag(article_id=article_id, tag_id=tag_id))


@app.post("/api/articles/{article_id}/tags")
def post_tags(article_id: int, payload: dict):
    attach_tags(article_id, payload.get("tagList", []))
    return {"ok": True}
