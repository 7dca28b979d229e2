import re

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel, Field
from sqlalchemy.orm import Session

from app.database import Base, SessionLocal, engine
from app.models import Article
from app.repositories.articles import ArticleRepository
from app.repositories.tags import TagRepository

app = FastAPI()


@app.on_event("startup")
def create_tables() -> None:
    Base.metadata.create_all(engine)


def get_session():
    with SessionLocal() as session:
        with session.begin():
            yield session


class NewArticle(BaseModel):
    title: str
    description: str = ""
    body: str
    tagList: list[str] = Field(default_factory=list)


class NewArticleBody(BaseModel):
    article: NewArticle


def _out(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags)}


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
def list_tags(session: Session = Depends(get_session)):
    return {"tags": TagRepository(session).all_names()}


@app.post("/api/articles", status_code=201)
def create_article(body: NewArticleBody, session: Session = Depends(get_session)):
    data = body.article
    slug = re.sub(r"[^a-z0-9]+", "-", data.title.lower()).strip("-")
    articles = ArticleRepository(session)
    article = articles.add(Article(slug=slug, title=data.title, description=data.description, body=data.body))
    TagRepository(session).attach(article.id, data.tagList)
    session.expire(article, ["tags"])
    return {"article": _out(articles.by_slug(slug))}


@app.get("/api/articles/{slug}")
def get_article(slug: str, session: Session = Depends(get_session)):
    article = ArticleRepository(session).by_slug(slug)
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": _out(article)}
