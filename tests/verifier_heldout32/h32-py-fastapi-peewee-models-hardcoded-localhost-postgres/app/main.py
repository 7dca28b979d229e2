from fastapi import FastAPI, HTTPException

from app.models import Article, User, db

app = FastAPI()


@app.on_event("startup")
def startup():
    db.connect(reuse_if_open=True)
    db.create_tables([User, Article], safe=True)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/articles/{slug}")
def get_article(slug: str):
    article = Article.get_or_none(Article.slug == slug)
    if article is None:
        raise HTTPException(404, "not found")
    return {"article": {"slug": article.slug, "title": article.title,
                        "author": {"username": article.author.username}}}
