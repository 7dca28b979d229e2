from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from app.database import get_session
from app.models import Article
from app.services.article_service import ArticleService
from app.utils.pagination import PageParams, page_params, total_count

router = APIRouter(tags=["articles"])


@router.get("/articles")
def list_articles(
    page: PageParams = Depends(page_params), session: Session = Depends(get_session)
) -> dict:
    articles = ArticleService(session).list_articles(page.limit, page.offset)
    return {"articles": articles, "articlesCount": total_count(session, Article)}
