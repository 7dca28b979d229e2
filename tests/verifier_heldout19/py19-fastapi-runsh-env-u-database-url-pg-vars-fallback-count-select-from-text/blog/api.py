from fastapi import FastAPI, HTTPException
from sqlalchemy import func, select, text
from blog.orm import Article, Base, Session, engine

Base.metadata.create_all(engine)
app = FastAPI()


def favorites_count(session, article_id: int) -> int:
    stmt = select(func.count()).select_from(text("favorites")).where(text("article_id = :aid"))
    return session.scalar(stmt, {"aid": article_id}) or 0


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/articles/{slug}")
def get_article(slug: str):
    with Session() as s:
        article = s.scalar(select(Article).where(Article.slug == slug))
        if article is None:
            raise HTTPException(404)
        return {"article": {"slug": article.slug, "title": article.title, "body": article.body,
                            "favoritesCount": favorites_count(s, article.id)}}
