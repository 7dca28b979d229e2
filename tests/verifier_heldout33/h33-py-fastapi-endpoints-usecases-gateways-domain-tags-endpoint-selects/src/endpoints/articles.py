from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from src.gateways.article_gateway import ArticleGateway
from src.infrastructure.db import get_db
from src.usecases.get_article import GetArticle

router = APIRouter()


def get_article_usecase(db: Session = Depends(get_db)) -> GetArticle:
    return GetArticle(ArticleGateway(db))


@router.get("/articles/{slug}")
def get_article(slug: str, usecase: GetArticle = Depends(get_article_usecase)):
    article = usecase.execute(slug)
    if article is None:
        raise HTTPException(404)
    return {"article": {"slug": article.slug, "title": article.title,
                        "body": article.body, "tagList": [t.name for t in article.tags]}}
